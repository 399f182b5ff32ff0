import { bookingLimitTexts, type Pacing, type PacingArrival, pacingLoadsOfDay } from "@tischservice/core";
import { cn } from "@tischservice/ui";

export interface PacingStripProps {
  /** The day's reservations (cancelled ones are left out by the rule). */
  reservations: readonly PacingArrival[];
  pacing: Pacing | null | undefined;
}

/** The day's arrivals per pacing window, „19:00 · 10/12 Gäste“; windows over the limit stand out. */
export function PacingStrip({ reservations, pacing }: PacingStripProps) {
  if (!pacing) return null;
  const loads = pacingLoadsOfDay(reservations, pacing.windowMinutes);
  if (loads.length === 0) return null;
  return (
    <ul aria-label={bookingLimitTexts.pacingStripLabel} className="m-0 flex list-none flex-wrap gap-2 p-0">
      {loads.map((load) => {
        const over =
          (pacing.maxGuests !== null && load.guests > pacing.maxGuests) ||
          (pacing.maxBookings !== null && load.bookings > pacing.maxBookings);
        return (
          <li
            key={load.window}
            className={cn(
              "rounded-md border px-2 py-1 text-sm tabular-nums",
              over ? "border-warning/40 bg-warning-soft text-warning-strong" : "border-border bg-muted/40",
            )}
          >
            {bookingLimitTexts.pacingWindowLoad(load.window, load.guests, pacing.maxGuests)}
          </li>
        );
      })}
    </ul>
  );
}
