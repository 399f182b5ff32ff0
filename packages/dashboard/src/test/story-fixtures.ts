import { type Reservation, reservationSchema } from "@tischservice/core";
import { reservation } from "./fixtures.ts";

/** Parsed reservations for stories. */
export function storyReservations(list: Array<Record<string, unknown>>): Reservation[] {
  return list.map((entry) => reservationSchema.parse(reservation(entry)));
}
