import { adminRouter } from "./admin/admin.index.ts";
import { authRouter } from "./auth/auth.index.ts";
import { bookingPageQrRouter } from "./booking-page-qr/booking-page-qr.index.ts";
import { customerReservationsRouter } from "./customer-reservations/customer-reservations.index.ts";
import { demoRequestsRouter } from "./demo-requests/demo-requests.index.ts";
import { enquiriesRouter } from "./enquiries/enquiries.index.ts";
import { guestDataRouter } from "./guest-data/guest-data.index.ts";
import { guestsRouter } from "./guests/guests.index.ts";
import { healthRouter } from "./health/health.index.ts";
import { menuRouter } from "./menu/menu.index.ts";
import { nextFreeTimesRouter } from "./next-free-times/next-free-times.index.ts";
import { notificationsRouter } from "./notifications/notifications.index.ts";
import { onboardingRouter } from "./onboarding/onboarding.index.ts";
import { ordersRouter } from "./orders/orders.index.ts";
import { paymentsRouter } from "./payments/payments.index.ts";
import { pushNotificationsRouter } from "./push-notifications/push-notifications.index.ts";
import { remindersRouter } from "./reminders/reminders.index.ts";
import { reservationPagesRouter } from "./reservation-pages/reservation-pages.index.ts";
import { reservationsRouter } from "./reservations/reservations.index.ts";
import { restaurantConfigsRouter } from "./restaurant-configs/restaurant-configs.index.ts";
import { restaurantsRouter } from "./restaurants/restaurants.index.ts";
import { roomsRouter } from "./rooms/rooms.index.ts";
import { seatNowRouter } from "./seat-now/seat-now.index.ts";
import { signupRouter } from "./signup/signup.index.ts";
import { specialHoursRouter } from "./special-hours/special-hours.index.ts";
import { statsRouter } from "./stats/stats.index.ts";
import { tablesRouter } from "./tables/tables.index.ts";
import { timeslotsRouter } from "./timeslots/timeslots.index.ts";
import { uploadsRouter } from "./uploads/uploads.index.ts";
import { usersRouter } from "./users/users.index.ts";
import { waitlistRouter } from "./waitlist/waitlist.index.ts";

/** Every API resource's router, mounted by `createApp`. */
export const apiRouters = [
  healthRouter,
  authRouter,
  usersRouter,
  restaurantsRouter,
  bookingPageQrRouter,
  restaurantConfigsRouter,
  specialHoursRouter,
  tablesRouter,
  roomsRouter,
  menuRouter,
  uploadsRouter,
  demoRequestsRouter,
  timeslotsRouter,
  nextFreeTimesRouter,
  reservationsRouter,
  seatNowRouter,
  reservationPagesRouter,
  notificationsRouter,
  ordersRouter,
  paymentsRouter,
  statsRouter,
  pushNotificationsRouter,
  adminRouter,
  customerReservationsRouter,
  signupRouter,
  onboardingRouter,
  guestDataRouter,
  guestsRouter,
  remindersRouter,
  enquiriesRouter,
  waitlistRouter,
];
