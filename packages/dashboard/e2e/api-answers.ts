// The parts of the API's answers the journeys read, typed once for every e2e file.

/** `GET /api/users/me` */
export interface Me {
  user: { _id: string; restaurantId: string };
}

/** `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}` */
export interface Slots {
  timeSlots: Array<{ time: string; available: boolean }>;
}

/** `POST /api/reservation/{restaurantId}` */
export interface Booked {
  data: { _id: string; status: string; reference: string; tableId?: string | null; tableIds?: string[] };
}

/** `GET /api/tables/restaurant/{restaurantId}` */
export interface TableList {
  data: Array<{ _id: string; name: string; seats: number; tableNumber: string }>;
}

/** `POST /api/special-hours/{userId}` and the list it answers. */
export interface SpecialHours {
  data: Array<{ _id: string; title: string }>;
}

/** The booking a guest or the staff make for two: the contact, the day and the time. */
export function bookingForTwo(name: string, email: string, date: string, time: string | undefined) {
  return {
    customerName: name,
    customerEmail: email,
    customerPhone: "+49 30 1234567",
    numberOfGuests: 2,
    reservationDate: date,
    timeSlot: time,
  };
}
