import { Link } from "@tanstack/react-router";
import {
  formatDate,
  formatTime,
  guestCountLabel,
  waitlistStaffTexts as texts,
  type WaitlistEntry,
  type WaitlistStatus,
  waitlistTexts,
} from "@tischservice/core";
import { Badge, type BadgeProps, Button } from "@tischservice/ui";
import { Clock, Mail, Phone, Send, Trash2, Users } from "lucide-react";
import { type ReactNode, useId } from "react";

const statusVariant: Record<WaitlistStatus, BadgeProps["variant"]> = {
  waiting: "warning",
  offered: "info",
  booked: "success",
  left: "secondary",
  removed: "secondary",
  expired: "secondary",
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

/** "Wartet", "Angebot bis 19:42 Uhr · Tisch 4", "Gebucht", ... (the hold's end in the restaurant's time). */
export function waitlistStateLabel(entry: WaitlistEntry, timeZone: string): string {
  if (entry.status === "offered" && entry.offer) {
    return texts.offerUntil(formatTime(entry.offer.expiresAt, { timeZone }), entry.offer.tableNumbers);
  }
  return waitlistTexts.status[entry.status];
}

export interface WaitlistEntryCardProps {
  entry: WaitlistEntry;
  timeZone: string;
  /** "Tisch anbieten" (only while the party waits); left out, the card offers nothing. */
  onOffer?: (entry: WaitlistEntry) => void;
  /** "Entfernen" (while the entry is active). */
  onRemove?: (entry: WaitlistEntry) => void;
  /** The removal of this entry is under way. */
  removing?: boolean;
}

/**
 * One party on the waitlist: who, how many, the window of start times, how to reach them, when they joined
 * and their state; a booked one links to its reservation. A waiting party can be offered a table; an active
 * entry can be removed.
 */
export function WaitlistEntryCard({
  entry: e,
  timeZone,
  onOffer,
  onRemove,
  removing = false,
}: WaitlistEntryCardProps) {
  const headingId = useId();
  const active = e.status === "waiting" || e.status === "offered";
  const canOffer = e.status === "waiting" && onOffer;
  const canRemove = active && onRemove;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {e.customerName}
        </h3>
        <Badge variant={statusVariant[e.status]} className="whitespace-normal">
          {waitlistStateLabel(e, timeZone)}
        </Badge>
      </header>
      <ul className="m-0 grid list-none gap-1.5 p-0 text-sm">
        <Line icon={<Users aria-hidden="true" />}>{guestCountLabel(e.numberOfGuests)}</Line>
        <Line icon={<Clock aria-hidden="true" />}>
          <span className="sr-only">{texts.windowLabel}: </span>
          {texts.window(e.from, e.to)}
        </Line>
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
      {e.status === "offered" && e.offer ? (
        <p className="text-sm">
          {texts.offeredTime(e.offer.timeSlot)} (
          {e.offer.offeredBy === "auto" ? texts.offeredAuto : texts.offeredByStaff})
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {texts.joinedAt(formatDate(e.createdAt, { timeZone }), formatTime(e.createdAt, { timeZone }))}
      </p>
      {e.status === "booked" && e.reservationId ? (
        <Link
          to="/reservation/$reservationId"
          params={{ reservationId: e.reservationId }}
          aria-label={`${texts.toReservation}: ${e.customerName}`}
          className="focus-ring inline-flex h-8 w-fit items-center rounded-md px-3 text-sm font-medium text-primary-strong hover:bg-accent"
        >
          {texts.toReservation}
        </Link>
      ) : null}
      {canOffer || canRemove ? (
        <footer className="flex flex-wrap gap-2">
          {canOffer ? (
            <Button size="sm" onClick={() => onOffer(e)} aria-label={`${texts.offer}: ${e.customerName}`}>
              <Send aria-hidden="true" />
              {texts.offer}
            </Button>
          ) : null}
          {canRemove ? (
            <Button
              size="sm"
              variant="outline"
              loading={removing}
              onClick={() => onRemove(e)}
              aria-label={`${texts.remove}: ${e.customerName}`}
            >
              <Trash2 aria-hidden="true" />
              {texts.remove}
            </Button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
