/**
 * Every server-state key of the dashboard in one place, so that an event invalidates exactly what it
 * touches. Parts 2 to 4 add their keys here (tables, rooms, menu, ...).
 */
export const queryKeys = {
  me: ["me"] as const,
  /** The check of a password reset link's token. */
  resetToken: (token: string) => ["reset-token", token] as const,
  restaurant: (restaurantId: string) => ["restaurant", restaurantId] as const,
  /** Below the restaurant, so that a changed slug reloads it: the booking page's QR code. */
  bookingPageQr: (restaurantId: string, slug: string) =>
    ["restaurant", restaurantId, "booking-page-qr", slug] as const,
  config: (userId: string) => ["config", userId] as const,
  specialHours: (restaurantId: string) => ["special-hours", restaurantId] as const,
  reservations: (restaurantId: string) => ["reservations", restaurantId] as const,
  /** Below the restaurant's reservations: the reservations dated `from`..`to` (a screen's days). */
  reservationRange: (restaurantId: string, from: string, to: string) =>
    ["reservations", restaurantId, "range", from, to] as const,
  /** Below the restaurant's reservations: one reservation by id (the staff's reservation page). */
  reservation: (restaurantId: string, reservationId: string) =>
    ["reservations", restaurantId, "detail", reservationId] as const,
  /**
   * Below the restaurant's reservations, so that every change reloads them: the list's pages of one filter
   * (`filter`: the request without its cursor) and the shell's counters of a date range.
   */
  reservationPages: (restaurantId: string, filter: object) =>
    ["reservations", restaurantId, "page", filter] as const,
  reservationCounters: (restaurantId: string, from: string, to: string) =>
    ["reservations", restaurantId, "page", "counters", from, to] as const,
  /** Below the restaurant's reservations: re-read whenever they are invalidated. */
  reservationEvents: (restaurantId: string, reservationId: string) =>
    ["reservations", restaurantId, "events", reservationId] as const,
  /** Below the restaurant's reservations: the times one reservation could move to on a day, for a party. */
  reservationTimeSlots: (restaurantId: string, reservationId: string, date: string, guests: number) =>
    ["reservations", restaurantId, "times", reservationId, date, guests] as const,
  guestReservation: (reservationId: string, token: string) =>
    ["guest-reservation", reservationId, token] as const,
  /** Below the guest's reservation: the times it could move to on a day, for a party. */
  guestReservationTimes: (reservationId: string, token: string, date: string, guests: number) =>
    ["guest-reservation", reservationId, token, "times", date, guests] as const,
  /** The guest book: list and profiles under one prefix, which the `guests` event invalidates. */
  guests: (restaurantId: string) => ["guests", restaurantId] as const,
  guestList: (restaurantId: string, q: string, tag: string, sort: string) =>
    ["guests", restaurantId, "list", q, tag, sort] as const,
  /** `who`: `email:<address>` or `phone:<E.164>`. */
  guestProfile: (restaurantId: string, who: string) => ["guests", restaurantId, "profile", who] as const,
  /** The cards' guest hints for reservations dated `from`..`to` ("" = open end). */
  guestHints: (restaurantId: string, from: string, to: string) =>
    ["guests", restaurantId, "hints", from, to] as const,
  orders: (restaurantId: string) => ["orders", restaurantId] as const,
  /** Large groups' enquiries, invalidated by the live entity `enquiries`. */
  enquiries: (restaurantId: string) => ["enquiries", restaurantId] as const,
  timeSlots: (restaurantId: string, date: string, guests: number) =>
    ["time-slots", restaurantId, date, guests] as const,
  tables: (restaurantId: string) => ["tables", restaurantId] as const,
  /** Below the tables, so every change of the tables (a deletion drops a combination) reloads them too. */
  tableCombinations: (restaurantId: string) => ["tables", restaurantId, "combinations"] as const,
  rooms: (restaurantId: string) => ["rooms", restaurantId] as const,
  menu: (restaurantId: string) => ["menu", restaurantId] as const,
  statistics: (restaurantId: string, period: string) => ["statistics", restaurantId, period] as const,
  subUsers: (ownerId: string) => ["sub-users", ownerId] as const,
  adminUsers: ["admin", "users"] as const,
  adminRestaurants: ["admin", "restaurants"] as const,
  /** Below the admin's lists, so that every account action reloads them: the pages of one search. */
  adminUserPages: (q: string) => ["admin", "users", "pages", q] as const,
  adminRestaurantPages: (q: string) => ["admin", "restaurants", "pages", q] as const,
  adminOverview: ["admin", "overview"] as const,
  adminAnalytics: ["admin", "analytics"] as const,
  auditLog: ["admin", "audit-log"] as const,
  adminRetention: ["admin", "retention"] as const,
  health: ["health"] as const,
  publicRestaurants: ["restaurants"] as const,
  /** The customer's restaurant choice: the pages of one search of the partner list. */
  restaurantChoices: (q: string) => ["restaurants", "choices", q] as const,
  /** One restaurant by id (the customer's chosen one). */
  publicRestaurant: (restaurantId: string) => ["restaurants", "one", restaurantId] as const,
  myReservations: (email: string) => ["my-reservations", email] as const,
  pushStatus: ["push", "status"] as const,
  pushDevices: ["push", "devices"] as const,
  /** The owner's onboarding checklist; invalidated with tables, reservations, config and restaurant. */
  onboarding: (restaurantId: string) => ["onboarding", restaurantId] as const,
} as const;
