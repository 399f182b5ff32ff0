import { pacingWarning } from "@tischservice/core";
import { useMemo } from "react";
import { useConfig, useReservationRange } from "../restaurant-data/queries.ts";

/**
 * Staff may book over the restaurant's pacing, but see it first: „Über dem Takt: 14 von 12 Gästen um
 * 19:00“ for the chosen time and party, or null while within it (or without pacing). The day's
 * reservations are read only when the restaurant paces arrivals.
 */
export function usePacingWarning(date: string, time: string | null, guests: number): string | null {
  const pacing = useConfig().data?.pacing ?? null;
  const day = useReservationRange(pacing && time ? { from: date, to: date } : null);
  const reservations = day.data;
  return useMemo(() => {
    if (!pacing || !time) return null;
    const ofDay = (reservations ?? []).filter((reservation) => reservation.reservationDate === date);
    return pacingWarning(pacing, ofDay, time, guests);
  }, [pacing, reservations, date, time, guests]);
}
