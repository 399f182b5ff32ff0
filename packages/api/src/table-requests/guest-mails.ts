import {
  type BookingLanguage,
  formatGuestMailDate,
  guestMailRecipient,
  guestMailTexts,
} from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { type MailContent, type MailRestaurant, renderMail } from "../mail/layout.ts";
import type { TableRequestKind } from "./kind.ts";

/** The mail texts of a kind in one language. */
type RequestMailTexts<K extends TableRequestKind> = (typeof guestMailTexts)[BookingLanguage][K];

/** The first lines of a request's summary in a mail: the party and the day, in `language`. */
export function summaryHead(
  kind: TableRequestKind,
  language: BookingLanguage,
  request: { numberOfGuests: number; date: string },
): string[] {
  const { labels } = guestMailTexts[language][kind];
  const day = formatGuestMailDate(request.date, language);
  return [`${labels.guests}: ${request.numberOfGuests}`, `${labels.date}: ${day.dayName}, ${day.formatted}`];
}

/**
 * A mail to the request's guest in their language, in the restaurant's name, written from the kind's
 * texts; null when the request has no address to mail.
 */
export function mailToRequestGuest<K extends TableRequestKind>(
  kind: K,
  customerEmail: string,
  language: BookingLanguage,
  restaurant: MailRestaurant,
  compose: (t: RequestMailTexts<K>) => Pick<MailContent, "subject" | "paragraphs" | "action">,
): OutboxMail | null {
  const to = guestMailRecipient(customerEmail);
  if (!to) return null;
  const t = guestMailTexts[language][kind] as RequestMailTexts<K>;
  return renderMail({ to, language, restaurant, ...compose(t) });
}
