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

/** The booking's lines (restaurant, date and time, guests, requests) as every reservation mail shows them. */
export function reservationSummary(details: ReservationMailDetails): string {
  return [
    lines.restaurant(details.restaurantName),
    texts.whenLine(when(details)),
    texts.guestsLine(guestCountLabel(details.numberOfGuests)),
    ...(details.specialRequests ? [texts.specialRequestsLine(details.specialRequests)] : []),
  ].join("\n");
}

/**
 * A mail to the guest about the reservation: greeting, what happened, the summary and, with `manageUrl`,
 * the link to view and cancel it. Null when the booking has no address of the guest (a walk-in: core's
 * `guestMailRecipient`).
 */
function guestMail(
  details: ReservationMailDetails,
  subject: string,
  message: string,
  manageUrl?: string,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const action = manageUrl === undefined ? null : { label: texts.manageAction, url: manageUrl };
  return renderMail({
    to,
    subject,
    paragraphs: [
      signupMailTexts.greeting(details.customerName),
      message,
      reservationSummary(details),
      ...(action ? [texts.manageHint] : []),
    ],
    ...(action ? { action } : {}),
  });
}

/** To the guest after booking: confirmed or pending, with the link to view and cancel (null for a walk-in). */
export function guestBookingMail(
  details: ReservationMailDetails,
  confirmed: boolean,
  manageUrl: string,
): OutboxMail | null {
  return guestMail(
    details,
    confirmed
      ? texts.confirmedSubject(details.restaurantName)
      : texts.requestedSubject(details.restaurantName),
    confirmed ? texts.bookedConfirmed : texts.bookedPending,
    manageUrl,
  );
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
        reservationSummary(details),
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
  if (status === "confirmed")
    return guestMail(details, texts.confirmedSubject(details.restaurantName), texts.statusConfirmed);
  return guestMail(
    details,
    texts.cancelledSubject(details.restaurantName),
    byGuest ? texts.statusCancelledByGuest : texts.statusCancelledByRestaurant,
  );
}
