import {
  formatTime,
  guestCountLabel,
  waitlistStaffTexts as texts,
  type WaitlistEntry,
  type WaitlistStatus,
  waitlistTexts,
} from "@tischservice/core";
import type { BadgeProps } from "@tischservice/ui";
import { Clock, Send, Trash2, Users } from "lucide-react";
import { Line, type RequestAction, RequestCard, stampedAt } from "../table-requests/request-card.tsx";

const statusVariant: Record<WaitlistStatus, BadgeProps["variant"]> = {
  waiting: "warning",
  offered: "info",
  booked: "success",
  left: "secondary",
  removed: "secondary",
  expired: "secondary",
};

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
  const active = e.status === "waiting" || e.status === "offered";
  const actions: RequestAction[] = [];
  if (e.status === "waiting" && onOffer)
    actions.push({ label: texts.offer, icon: <Send aria-hidden="true" />, onClick: () => onOffer(e) });
  if (active && onRemove)
    actions.push({
      label: texts.remove,
      icon: <Trash2 aria-hidden="true" />,
      variant: "outline",
      loading: removing,
      onClick: () => onRemove(e),
    });
  return (
    <RequestCard
      customerName={e.customerName}
      customerEmail={e.customerEmail}
      customerPhone={e.customerPhone}
      badge={{
        variant: statusVariant[e.status],
        label: waitlistStateLabel(e, timeZone),
        className: "whitespace-normal",
      }}
      lines={
        <>
          <Line icon={<Users aria-hidden="true" />}>{guestCountLabel(e.numberOfGuests)}</Line>
          <Line icon={<Clock aria-hidden="true" />}>
            <span className="sr-only">{texts.windowLabel}: </span>
            {texts.window(e.from, e.to)}
          </Line>
        </>
      }
      reservation={
        e.status === "booked" && e.reservationId ? { id: e.reservationId, label: texts.toReservation } : null
      }
      actions={actions}
    >
      {e.status === "offered" && e.offer ? (
        <p className="text-sm">
          {texts.offeredTime(e.offer.timeSlot)} (
          {e.offer.offeredBy === "auto" ? texts.offeredAuto : texts.offeredByStaff})
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{stampedAt(texts.joinedAt, e.createdAt, timeZone)}</p>
    </RequestCard>
  );
}
