import * as z from "zod";

/**
 * Where a reservation came from: the restaurant's widget or booking page, staff (phone, walk-in, an accepted
 * enquiry), a guest's customer account, the demo data, or Reserve with Google.
 */
export const reservationSources = ["widget", "staff", "customer", "demo", "google"] as const;
export type ReservationSource = (typeof reservationSources)[number];
export const reservationSourceSchema = z.enum(reservationSources);
