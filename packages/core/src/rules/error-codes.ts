/**
 * The machine-readable `code` of error answers, kept free of zod so that the widget can branch on them
 * without carrying a schema library. The full list (with the sign-up, push, upload and admin codes) is
 * `apiErrorCodeSchema` in the schemas.
 */

/** The general codes, one per kind of failure; every error answer carries one of these or a specific one. */
export const generalErrorCodes = {
  validation: "validation",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "not_found",
  conflict: "conflict",
  gone: "gone",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  rateLimited: "rate_limited",
  internal: "internal",
} as const;
export type GeneralErrorCode = (typeof generalErrorCodes)[keyof typeof generalErrorCodes];

/** The specific codes of bookings, status changes, payments and versioned saves (409). */
export const bookingErrorCodes = {
  slotTaken: "slot_taken",
  noFittingTables: "no_fitting_tables",
  closed: "closed",
  slotPast: "slot_past",
  slotNotOffered: "slot_not_offered",
  statusChangeNotAllowed: "status_change_not_allowed",
  tooLateToCancel: "too_late_to_cancel",
  alreadyPaid: "already_paid",
  notAllDelivered: "not_all_delivered",
  versionConflict: "version_conflict",
  /** A change of a cancelled reservation or a no-show: its tables are given away. */
  reservationNotEditable: "reservation_not_editable",
  /** 404: the restaurant's owner has not confirmed the address or was deactivated (no public requests). */
  restaurantUnavailable: "restaurant_unavailable",
} as const;
export type BookingErrorCode = (typeof bookingErrorCodes)[keyof typeof bookingErrorCodes];

/** The `code` of the large groups' enquiry refusals (409). */
export const enquiryErrorCodes = {
  /** An online booking or its slots above `maxOnlinePartySize`: send an enquiry instead. */
  enquiryRequired: "enquiry_required",
  /** An enquiry for a party that can book online: choose a slot. */
  bookOnline: "book_online",
  /** An answer to an enquiry that is no longer open. */
  enquiryNotOpen: "enquiry_not_open",
} as const;

/** The `code` of the waitlist's refusals (409). */
export const waitlistErrorCodes = {
  /** A waitlist entry for a window in which a slot is still available for the party: book it instead. */
  slotsAvailable: "slots_available",
  /** Taking or declining an offer that has lapsed (its 15 minutes passed) or was withdrawn. */
  offerExpired: "offer_expired",
  /** Acting on an entry that no longer waits (booked, left, removed, expired). */
  entryClosed: "waitlist_entry_closed",
} as const;

/** The `code` of a blocked guest's online booking, waitlist entry or enquiry (403). */
export const guestBlockErrorCodes = {
  /** The guest's address or phone is blocked for online bookings; the message names the phone. */
  onlineBookingUnavailable: "online_booking_unavailable",
} as const;

/** The `code` of a refused restaurant change (409). */
export const restaurantErrorCodes = {
  /** The chosen slug is another restaurant's, now or before (its old links redirect there). */
  slugTaken: "slug_taken",
} as const;

/** The specific codes of the account's links. */
export const accountErrorCodes = {
  /** 400: a password-reset link that is malformed, expired, used or superseded (`reason` says which). */
  resetLinkInvalid: "reset_link_invalid",
} as const;

/**
 * The `code` of the guest's own erasure refusals (409): `erase_not_yet` (the visit is ahead and not
 * cancelled), `upcoming_reservation` (another booking at the restaurant is still ahead).
 */
export const guestDataErrorCodes = ["erase_not_yet", "upcoming_reservation"] as const;

const byStatus: Readonly<Record<number, GeneralErrorCode>> = {
  400: generalErrorCodes.validation,
  401: generalErrorCodes.unauthorized,
  403: generalErrorCodes.forbidden,
  404: generalErrorCodes.notFound,
  409: generalErrorCodes.conflict,
  410: generalErrorCodes.gone,
  413: generalErrorCodes.payloadTooLarge,
  415: generalErrorCodes.unsupportedMediaType,
  429: generalErrorCodes.rateLimited,
};

/** The general code of an HTTP status, for failures that have no more specific one. */
export function errorCodeForStatus(status: number): GeneralErrorCode {
  return byStatus[status] ?? generalErrorCodes.internal;
}
