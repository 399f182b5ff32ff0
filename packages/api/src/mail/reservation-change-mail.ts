import { guestMailRecipient, guestMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";
import { type TimedReservationMailDetails, withReservationCalendar } from "./reservation-calendar.ts";
import { reservationSummary } from "./reservation-mails.ts";

export type ChangedReservationMailDetails = TimedReservationMailDetails;

/**
 * To the guest when staff moved the reservation or changed its party size: the new details and a new
 * calendar file, in the guest's language. The file keeps the reservation's UID, so a calendar that imported
 * the earlier one updates that entry. No link: the guest's earlier mail keeps its link (only its hash is
 * stored). Null without an address of the guest.
 */
export function guestChangedMail(
  details: ChangedReservationMailDetails,
  options: { now: Date; publicOrigin: string },
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const language = details.language ?? "de";
  const t = guestMailTexts[language];
  const mail = renderMail({
    to,
    subject: t.changedSubject(details.restaurantName),
    language,
    restaurant: details.restaurant,
    paragraphs: [
      t.greeting(details.customerName),
      t.changedMessage,
      reservationSummary(details, language, { forGuest: true }),
      t.changedCalendarHint,
    ],
  });
  return withReservationCalendar(mail, details, options.now);
}
