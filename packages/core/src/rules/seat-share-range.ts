/**
 * The share of seats online bookings may fill by default, and the range a restaurant may set (%). Apart from
 * the counting in `seat-share.ts`: the configuration's schema needs only these numbers, and a browser that
 * validates settings on its first visit should not load the seat counting with them.
 */
export const DEFAULT_ONLINE_SEAT_SHARE = 100;
export const ONLINE_SEAT_SHARE_MIN = 10;
export const ONLINE_SEAT_SHARE_MAX = 100;
