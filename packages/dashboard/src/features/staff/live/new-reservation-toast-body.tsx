import {
  formatDate,
  type NewReservationNotice,
  newReservationNotificationBody,
  reservationsTexts,
} from "@tischservice/core";
import type { MouseEvent, ReactNode } from "react";

/**
 * The toast's text ('Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen') and, when the notice names the
 * reservation, a link to its page. A plain click opens it in the app; a modified click is the browser's.
 * `guestLine`: what the restaurant knows of the guest, e.g. "Stammgast hat reserviert · 7. Besuch".
 */
export function NewReservationToastBody({
  notice,
  href,
  onOpen,
  guestLine,
}: {
  notice: NewReservationNotice;
  href: string | null;
  onOpen: () => void;
  guestLine?: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <span className="grid gap-1.5">
      <span>
        {newReservationNotificationBody({
          customerName: notice.customerName,
          date: formatDate(notice.date),
          time: notice.time,
          guests: notice.guests,
        })}
      </span>
      {guestLine}
      {href ? (
        <a
          href={href}
          onClick={open}
          className="focus-ring w-fit rounded-sm font-medium underline underline-offset-2"
        >
          {reservationsTexts.openDetails}
        </a>
      ) : null}
    </span>
  );
}
