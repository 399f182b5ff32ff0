import { guestMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { reservationIcs } from "../reminders/reservation-ics.ts";
import type { GuestReservationMailDetails } from "./reservation-mails.ts";

/** A guest mail's reservation with the instants its calendar entry needs. */
export interface TimedReservationMailDetails extends GuestReservationMailDetails {
  reservationId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The mail with the reservation attached as a calendar file in the guest's language. The file keeps the
 * reservation's UID, so a calendar that imported an earlier one updates that entry.
 */
export function withReservationCalendar(
  mail: OutboxMail,
  details: TimedReservationMailDetails,
  now: Date,
): OutboxMail {
  const texts = guestMailTexts[details.language ?? "de"];
  const ics = reservationIcs({
    reservationId: details.reservationId,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    title: texts.reminder.calendarTitle(details.restaurantName),
    description: texts.reminder.calendarDescription(texts.guestCount(details.numberOfGuests)),
    location: details.restaurant.address,
    now,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: texts.reminder.calendarFile,
        content: ics,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}
