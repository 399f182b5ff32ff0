import { type ReservationListCounters, reservationsTexts } from "@tischservice/core";
import { StatTile } from "@tischservice/ui";

/** Gesamt, Ausstehend, Bestätigt, Storniert over today and later. */
export function ReservationCounters({ counters }: { counters: ReservationListCounters }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatTile label={reservationsTexts.counterTotal} value={counters.total} />
      <StatTile label={reservationsTexts.counterPending} value={counters.pending} />
      <StatTile label={reservationsTexts.counterConfirmed} value={counters.confirmed} />
      <StatTile label={reservationsTexts.counterCancelled} value={counters.cancelled} />
    </div>
  );
}
