import { formatGuestMailDate, guestMailRecipient, guestMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "../mail/layout.ts";
import { type TimedReservationMailDetails, withReservationCalendar } from "../mail/reservation-calendar.ts";
import { reservationSummary } from "../mail/reservation-mails.ts";

export type ReminderMailDetails = TimedReservationMailDetails;

/** The guest's two answers: the reservation page with `confirm=1` (records it) and without (cancel there). */
export function reminderLinks(publicOrigin: string, reservationId: string, token: string) {
  const page = `${publicOrigin}/app/reservation/${encodeURIComponent(reservationId)}?token=${encodeURIComponent(token)}`;
  return { confirmUrl: `${page}&confirm=1`, cancelUrl: page };
}

/**
 * The reminder to the guest: the booking, a calendar file, the buttons "Ich komme wie geplant"
 * and "Stornieren", and (as every guest mail) the restaurant's address and phone. Null without an address of
 * the guest.
 */
export function reminderMail(
  details: ReminderMailDetails,
  links: { confirmUrl: string; cancelUrl: string },
  options: { now: Date; publicOrigin: string },
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const language = details.language ?? "de";
  const t = guestMailTexts[language];
  const texts = t.reminder;
  const date = formatGuestMailDate(details.reservationDate, language);
  const mail = renderMail({
    to,
    subject: texts.subject(details.restaurantName, date.formatted, details.timeSlot),
    language,
    restaurant: details.restaurant,
    paragraphs: [
      t.greeting(details.customerName),
      texts.intro,
      reservationSummary(details, language, { forGuest: true }),
      texts.askAnswer,
      texts.calendarHint,
    ],
    action: { label: texts.confirmAction, url: links.confirmUrl },
    secondaryAction: { label: texts.cancelAction, url: links.cancelUrl },
  });
  return withReservationCalendar(mail, details, options.now);
}
