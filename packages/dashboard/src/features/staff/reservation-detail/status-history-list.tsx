import {
  formatDate,
  formatTime,
  type ReservationEvent,
  reservationChangeLine,
  reservationEventActorLabel,
  reservationHistoryTexts,
} from "@tischservice/core";
import { cn, statusMarkerClass } from "@tischservice/ui";

/**
 * The badge colours: created grey, confirmed gold, cancelled red, no-show red; the reminder grey and the
 * guest's confirmation gold; an edit orange.
 */
const dotTone: Record<ReservationEvent["type"], string> = {
  created: statusMarkerClass.completed,
  confirmed: statusMarkerClass.confirmed,
  cancelled: statusMarkerClass.cancelled,
  arrived: statusMarkerClass.arrived,
  seated: statusMarkerClass.seated,
  completed: statusMarkerClass.completed,
  no_show: statusMarkerClass.no_show,
  reminder_sent: statusMarkerClass.completed,
  guest_confirmed: statusMarkerClass.confirmed,
  changed: statusMarkerClass.pending,
};

/**
 * The status changes and edits, oldest first: what, when (de-DE, the restaurant's time zone) and by whom;
 * an edit lists each changed field ("Uhrzeit: 19:00 → 20:00").
 */
export function StatusHistoryList({ events, timeZone }: { events: ReservationEvent[]; timeZone: string }) {
  return (
    <ol className="m-0 grid list-none gap-3 p-0">
      {events.map((event) => (
        <li key={event._id} className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 text-sm">
          <span
            aria-hidden="true"
            className={cn("size-2.5 translate-y-[-1px] rounded-full", dotTone[event.type])}
          />
          <p className="m-0">
            <strong className="font-semibold">{reservationHistoryTexts.types[event.type]}</strong>{" "}
            <span className="text-muted-foreground">
              {reservationEventActorLabel(event.actor, event.actorName)}
            </span>
          </p>
          {event.changes && event.changes.length > 0 ? (
            <>
              <span aria-hidden="true" />
              <ul className="m-0 grid list-none gap-0.5 p-0 break-words">
                {event.changes.map((change) => (
                  <li key={change.field}>{reservationChangeLine(change)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <span aria-hidden="true" />
          <time dateTime={event.at} className="text-xs text-muted-foreground">
            {formatDate(event.at, { timeZone })}, {formatTime(event.at, { timeZone })} Uhr
          </time>
        </li>
      ))}
    </ol>
  );
}
