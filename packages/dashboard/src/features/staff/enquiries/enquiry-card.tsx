import { Link } from "@tanstack/react-router";
import {
  type Enquiry,
  type EnquiryStatus,
  enquiryTexts,
  formatDate,
  formatLongDate,
  formatTime,
  guestCountLabel,
  enquiryInboxTexts as texts,
} from "@tischservice/core";
import { Badge, type BadgeProps, Button } from "@tischservice/ui";
import { CalendarDays, Check, Mail, MessageSquareText, Phone, Users, X } from "lucide-react";
import { type ReactNode, useId } from "react";

const statusVariant: Record<EnquiryStatus, BadgeProps["variant"]> = {
  open: "warning",
  accepted: "success",
  declined: "secondary",
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const linkClass = "focus-ring rounded-sm underline-offset-2 hover:underline";

/** `tel:` wants the number without spaces and separators. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "Eingegangen am 12.05.2026 um 09:30 Uhr" in the restaurant's time zone. */
function at(label: (date: string, time: string) => string, instant: string, timeZone: string): string {
  return label(formatDate(instant, { timeZone }), formatTime(instant, { timeZone }));
}

export interface EnquiryCardProps {
  enquiry: Enquiry;
  timeZone: string;
  /** Open enquiries only: the two answers. */
  onAccept?: (enquiry: Enquiry) => void;
  onDecline?: (enquiry: Enquiry) => void;
}

/**
 * One enquiry: name, party size, day and preferred time, the guest's message, contact and when it came in;
 * an open one offers "Annehmen" and "Ablehnen", an answered one shows its state (and the reservation or the
 * message sent).
 */
export function EnquiryCard({ enquiry: e, timeZone, onAccept, onDecline }: EnquiryCardProps) {
  const headingId = useId();
  const open = e.status === "open";
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {e.customerName}
        </h3>
        <Badge variant={statusVariant[e.status]}>{enquiryTexts.status[e.status]}</Badge>
      </header>
      <ul className="m-0 grid list-none gap-1.5 p-0 text-sm">
        <Line icon={<Users aria-hidden="true" />}>{guestCountLabel(e.numberOfGuests)}</Line>
        <Line icon={<CalendarDays aria-hidden="true" />}>
          {formatLongDate(e.reservationDate)}, {texts.preferredTime(e.timeSlot)}
        </Line>
        {e.message ? (
          <Line icon={<MessageSquareText aria-hidden="true" />}>
            <span className="sr-only">{texts.guestMessage}: </span>
            {e.message}
          </Line>
        ) : null}
        <Line icon={<Mail aria-hidden="true" />}>
          <a className={linkClass} href={`mailto:${e.customerEmail}`}>
            {e.customerEmail}
          </a>
        </Line>
        {e.customerPhone ? (
          <Line icon={<Phone aria-hidden="true" />}>
            <a className={linkClass} href={telHref(e.customerPhone)}>
              {e.customerPhone}
            </a>
          </Line>
        ) : null}
      </ul>
      <p className="text-xs text-muted-foreground">{at(texts.receivedAt, e.createdAt, timeZone)}</p>
      {!open && e.answeredAt ? (
        <p className="text-xs text-muted-foreground">{at(texts.answeredAt, e.answeredAt, timeZone)}</p>
      ) : null}
      {e.status === "declined" && e.answerMessage ? (
        <p className="text-sm">
          <span className="font-medium">{texts.answerMessage}: </span>
          {e.answerMessage}
        </p>
      ) : null}
      {e.status === "accepted" && e.reservationId ? (
        <Link
          to="/reservation/$reservationId"
          params={{ reservationId: e.reservationId }}
          aria-label={`${texts.toReservation}: ${e.customerName}`}
          className="focus-ring inline-flex h-8 w-fit items-center rounded-md px-3 text-sm font-medium text-primary-strong hover:bg-accent"
        >
          {texts.toReservation}
        </Link>
      ) : null}
      {open && (onAccept || onDecline) ? (
        <footer className="flex flex-wrap gap-2">
          {onAccept ? (
            <Button size="sm" onClick={() => onAccept(e)} aria-label={`${texts.accept}: ${e.customerName}`}>
              <Check aria-hidden="true" />
              {texts.accept}
            </Button>
          ) : null}
          {onDecline ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onDecline(e)}
              aria-label={`${texts.decline}: ${e.customerName}`}
            >
              <X aria-hidden="true" />
              {texts.decline}
            </Button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
