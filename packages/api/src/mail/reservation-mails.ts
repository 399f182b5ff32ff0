import {
  formatSlotDate,
  guestCountLabel,
  guestMailRecipient,
  mailTexts,
  signupMailTexts,
} from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";

const { lines, reservation: texts } = mailTexts;

export interface ReservationMailDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  restaurantName: string;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  specialRequests: string;
  tableName: string | null;
}

function when(details: ReservationMailDetails): string {
  const date = formatSlotDate(details.reservationDate);
  return texts.when(date.dayName, date.formatted, details.timeSlot);
}

function summary(details: ReservationMailDetails): string {
  return [
    lines.restaurant(details.restaurantName),
    texts.whenLine(when(details)),
    texts.guestsLine(guestCountLabel(details.numberOfGuests)),
    ...(details.specialRequests ? [texts.specialRequestsLine(details.specialRequests)] : []),
  ].join("\n");
}

/**
 * To the guest after booking: confirmed or pending, with the link to view and cancel. Null when the booking
 * has no address of the guest (a walk-in: core's `guestMailRecipient`).
 */
export function guestBookingMail(
  details: ReservationMailDetails,
  confirmed: boolean,
  manageUrl: string,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  return renderMail({
    to,
    subject: confirmed
      ? texts.confirmedSubject(details.restaurantName)
      : texts.requestedSubject(details.restaurantName),
    paragraphs: [
      signupMailTexts.greeting(details.customerName),
      confirmed ? texts.bookedConfirmed : texts.bookedPending,
      summary(details),
      texts.manageHint,
    ],
    action: { label: texts.manageAction, url: manageUrl },
  });
}

/** To the restaurant when emailNotificationsEnabled: a new reservation arrived. */
export function restaurantNoticeMail(
  to: string,
  details: ReservationMailDetails,
  confirmed: boolean,
  dashboardUrl: string,
): OutboxMail {
  const guest = guestMailRecipient(details.customerEmail);
  return renderMail({
    to,
    ...(guest ? { replyTo: guest } : {}),
    subject: texts.noticeSubject(
      details.customerName,
      formatSlotDate(details.reservationDate).formatted,
      details.timeSlot,
    ),
    paragraphs: [
      confirmed ? texts.noticeConfirmed : texts.noticePending,
      [
        summary(details),
        texts.tableLine(details.tableName ?? lines.none),
        lines.name(details.customerName),
        lines.email(guest ?? lines.none),
        lines.phone(details.customerPhone || lines.none),
      ].join("\n"),
    ],
    action: { label: texts.noticeAction, url: dashboardUrl },
  });
}

/**
 * To the guest when the restaurant (or the guest) confirmed or cancelled the reservation; null without an
 * address of the guest (a walk-in).
 */
export function guestStatusMail(
  details: ReservationMailDetails,
  status: "confirmed" | "cancelled",
  byGuest: boolean,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const confirmed = status === "confirmed";
  return renderMail({
    to,
    subject: confirmed
      ? texts.confirmedSubject(details.restaurantName)
      : texts.cancelledSubject(details.restaurantName),
    paragraphs: [
      signupMailTexts.greeting(details.customerName),
      confirmed
        ? texts.statusConfirmed
        : byGuest
          ? texts.statusCancelledByGuest
          : texts.statusCancelledByRestaurant,
      summary(details),
    ],
  });
}
