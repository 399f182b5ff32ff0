import { Link } from "@tanstack/react-router";
import {
  formatDate,
  type GuestHistoryEntry,
  guestProfileTexts,
  reservationStatusLabel,
} from "@tischservice/core";

/** The guest's reservations, newest first, each a link to its reservation page. */
export function GuestHistory({ history }: { history: readonly GuestHistoryEntry[] }) {
  return (
    <section aria-labelledby="guest-history-title" className="grid gap-2">
      <h2 id="guest-history-title" className="text-lg font-semibold">
        {guestProfileTexts.history}
      </h2>
      {history.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{guestProfileTexts.historyEmpty}</p>
      ) : (
        <ul className="m-0 grid list-none gap-2 p-0">
          {history.map((entry) => (
            <li key={entry._id}>
              <Link
                to="/reservation/$reservationId"
                params={{ reservationId: entry._id }}
                className="focus-ring flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm hover:bg-muted"
              >
                <span className="font-medium">
                  {formatDate(entry.reservationDate)}, {entry.timeSlot}
                </span>
                <span className="text-muted-foreground">
                  {[
                    guestProfileTexts.persons(entry.numberOfGuests),
                    entry.tableName,
                    reservationStatusLabel(entry.status),
                  ]
                    .filter((part) => part)
                    .join(" · ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
