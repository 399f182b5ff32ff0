/** Demo data for tests and stories: Trattoria Demo on Thursday, 14 May 2026, 12:00 in Berlin. */
export const fixedNow = new Date("2026-05-14T10:00:00Z");
export const today = "2026-05-14";

export const ownerUser = {
  _id: "u-owner",
  name: "Giulia Rossi",
  email: "inhaber@trattoria.example",
  role: "Gastro",
  isSubuser: false,
  parentUserId: null,
  restaurantId: "r-1",
};

/** The platform administrator, as `/api/users/me` answers for them. */
export const adminUser = {
  _id: "u-admin",
  name: "Ada Admin",
  email: "admin@tischservice.example",
  role: "Admin",
  isSubuser: false,
  parentUserId: null,
  restaurantId: null,
  created_at: "2026-01-02T08:00:00Z",
};

export const subUserAccount = {
  ...ownerUser,
  _id: "u-sub",
  name: "Service",
  email: "service@trattoriademo",
  isSubuser: true,
  parentUserId: "u-owner",
};

export const restaurant = { _id: "r-1", name: "Trattoria Demo", slug: "trattoriademo", ownerId: "u-owner" };

/** The onboarding checklist of a restaurant that finished (and closed) it. */
export const onboardingDone = {
  steps: { details: true, hours: true, tables: true, widget: true, testBooking: true },
  dismissed: true,
};

const open = { isOpen: true, openTime: "11:00", closeTime: "22:00" };
export const config = {
  _id: "c-1",
  userId: "u-owner",
  openingHours: {
    monday: { isOpen: false, openTime: "", closeTime: "" },
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
    sunday: open,
  },
  reservationDuration: 120,
  timeZone: "Europe/Berlin",
};

let next = 1;
export function reservation(overrides: Record<string, unknown> = {}) {
  const id = `res-${next++}`;
  return {
    _id: id,
    status: "pending",
    reservationDate: today,
    timeSlot: "19:00",
    numberOfGuests: 2,
    customerName: "Anna Schmidt",
    customerEmail: "anna@example.com",
    customerPhone: "+49 30 1234567",
    specialRequests: "",
    restaurantId: "r-1",
    tableNumbers: ["4"],
    created_at: "2026-05-10T09:00:00Z",
    updated_at: "2026-05-10T09:00:00Z",
    ...overrides,
  };
}
