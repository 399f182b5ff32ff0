import {
  type BookingLanguage,
  formatGuestMailDate,
  formatSlotDate,
  guestMailRecipient,
  guestMailTexts,
  mailTexts,
} from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { type MailRestaurant, renderMail } from "./layout.ts";

const { lines, reservation: texts } = mailTexts;

export interface ReservationMailDetails {
  /** The booking reference the guest quotes (core's `newBookingReference`). */
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  restaurantName: string;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  specialRequests: string;
  tableName: string | null;
  /** The language the guest booked in; German when not given. Mails to the restaurant stay German. */
  language?: BookingLanguage | undefined;
}

/**
 * The booking's lines (restaurant, reference, date and time, guests, requests) as every reservation mail
 * shows them, in the given language (the guest's for their mails, German for the restaurant's). Mails to the
 * guest leave the requests out (`forGuest`): the address was typed into a public form and is nobody's
 * confirmed one, so the platform's mail must not carry free text anyone could have written into it; the
 * guest's page shows them.
 */
export function reservationSummary(
  details: ReservationMailDetails,
  language: BookingLanguage = "de",
  { forGuest = false }: { forGuest?: boolean } = {},
): string {
  const t = guestMailTexts[language];
  const date = formatGuestMailDate(details.reservationDate, language);
  const requests =
    !forGuest && details.specialRequests ? [t.specialRequestsLine(details.specialRequests)] : [];
  return [
    t.restaurantLine(details.restaurantName),
    t.referenceLine(details.reference),
    t.whenLine(t.when(date.dayName, date.formatted, details.timeSlot)),
    t.guestsLine(t.guestCount(details.numberOfGuests)),
    ...requests,
  ].join("\n");
}

type GuestMailTexts = (typeof guestMailTexts)[BookingLanguage];

/** A reservation mail to the guest: it comes in the restaurant's name and ends with its contact. */
export interface GuestReservationMailDetails extends ReservationMailDetails {
  restaurant: MailRestaurant;
}

/**
 * A mail to the guest about the reservation, in their language: greeting, what happened, the summary and,
 * with `manageUrl`, the link to view and cancel it. Null when the booking has no address of the guest (a
 * walk-in: core's `guestMailRecipient`).
 */
function guestMail(
  details: GuestReservationMailDetails,
  words: (t: GuestMailTexts) => { subject: string; message: string },
  manageUrl?: string,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const language = details.language ?? "de";
  const t = guestMailTexts[language];
  const { subject, message } = words(t);
  const action = manageUrl === undefined ? null : { label: t.manageAction, url: manageUrl };
  return renderMail({
    to,
    subject,
    language,
    restaurant: details.restaurant,
    paragraphs: [
      t.greeting(details.customerName),
      message,
      reservationSummary(details, language, { forGuest: true }),
      ...(action ? [t.manageHint] : []),
    ],
    ...(action ? { action } : {}),
  });
}

/** To the guest after booking: confirmed or pending, with the link to view and cancel (null for a walk-in). */
export function guestBookingMail(
  details: GuestReservationMailDetails,
  confirmed: boolean,
  manageUrl: string,
): OutboxMail | null {
  return guestMail(
    details,
    (t) => ({
      subject: confirmed
        ? t.confirmedSubject(details.restaurantName)
        : t.requestedSubject(details.restaurantName),
      message: confirmed ? t.bookedConfirmed : t.bookedPending,
    }),
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
  details: GuestReservationMailDetails,
  status: "confirmed" | "cancelled",
  byGuest: boolean,
): OutboxMail | null {
  if (status === "confirmed") {
    return guestMail(details, (t) => ({
      subject: t.confirmedSubject(details.restaurantName),
      message: t.statusConfirmed,
    }));
  }
  return guestMail(details, (t) => ({
    subject: t.cancelledSubject(details.restaurantName),
    message: byGuest ? t.statusCancelledByGuest : t.statusCancelledByRestaurant,
  }));
}
