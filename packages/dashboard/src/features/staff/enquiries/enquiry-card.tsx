import {
  type Enquiry,
  type EnquiryStatus,
  enquiryTexts,
  formatLongDate,
  guestCountLabel,
  enquiryInboxTexts as texts,
} from "@tischservice/core";
import type { BadgeProps } from "@tischservice/ui";
import { CalendarDays, Check, MessageSquareText, Users, X } from "lucide-react";
import { Line, type RequestAction, RequestCard, stampedAt } from "../table-requests/request-card.tsx";

const statusVariant: Record<EnquiryStatus, BadgeProps["variant"]> = {
  open: "warning",
  accepted: "success",
  declined: "secondary",
};

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
  const open = e.status === "open";
  const actions: RequestAction[] = [];
  if (open && onAccept)
    actions.push({ label: texts.accept, icon: <Check aria-hidden="true" />, onClick: () => onAccept(e) });
  if (open && onDecline)
    actions.push({
      label: texts.decline,
      icon: <X aria-hidden="true" />,
      variant: "outline",
      onClick: () => onDecline(e),
    });
  return (
    <RequestCard
      customerName={e.customerName}
      customerEmail={e.customerEmail}
      customerPhone={e.customerPhone}
      badge={{ variant: statusVariant[e.status], label: enquiryTexts.status[e.status] }}
      lines={
        <>
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
        </>
      }
      reservation={
        e.status === "accepted" && e.reservationId
          ? { id: e.reservationId, label: texts.toReservation }
          : null
      }
      actions={actions}
    >
      <p className="text-xs text-muted-foreground">{stampedAt(texts.receivedAt, e.createdAt, timeZone)}</p>
      {!open && e.answeredAt ? (
        <p className="text-xs text-muted-foreground">{stampedAt(texts.answeredAt, e.answeredAt, timeZone)}</p>
      ) : null}
      {e.status === "declined" && e.answerMessage ? (
        <p className="text-sm">
          <span className="font-medium">{texts.answerMessage}: </span>
          {e.answerMessage}
        </p>
      ) : null}
    </RequestCard>
  );
}
