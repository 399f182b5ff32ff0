import { guestMailRecipient, guestMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { reservationIcs } from "../reminders/reservation-ics.ts";
import { renderMail } from "./layout.ts";
import { type GuestReservationMailDetails, reservationSummary } from "./reservation-mails.ts";

export interface ChangedReservationMailDetails extends GuestReservationMailDetails {
  reservationId: string;
  startsAt: Date;
  endsAt: Date;
}

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
  const ics = reservationIcs({
    reservationId: details.reservationId,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    title: t.reminder.calendarTitle(details.restaurantName),
    description: t.reminder.calendarDescription(t.guestCount(details.numberOfGuests)),
    location: details.restaurant.address,
    now: options.now,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: t.reminder.calendarFile,
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}
