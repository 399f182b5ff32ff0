import { type BookingLanguage, guestMailTexts, type WaitlistEntry } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import type { MailRestaurant } from "../mail/layout.ts";
import { mailToRequestGuest, summaryHead } from "../table-requests/guest-mails.ts";

/** `HH:MM` of an instant in the restaurant's time zone. */
export function wallClockTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("de-DE", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone,
  }).format(instant);
}

function summary(entry: WaitlistEntry, language: BookingLanguage, time: string | null): string {
  const { labels } = guestMailTexts[language].waitlist;
  return [
    ...summaryHead("waitlist", language, entry),
    time ? `${labels.time}: ${time}` : `${labels.window}: ${entry.from}–${entry.to}`,
  ].join("\n");
}

/** To the guest in their language: they are on the waitlist, with the link to their entry (null without an address). */
export function waitlistReceivedMail(
  entry: WaitlistEntry,
  restaurant: MailRestaurant,
  url: string,
): OutboxMail | null {
  return mailToRequestGuest("waitlist", entry.customerEmail, entry.language, restaurant, (t) => ({
    subject: t.receivedSubject(restaurant.name),
    paragraphs: [t.receivedIntro(entry.customerName), summary(entry, entry.language, null), t.receivedHint],
    action: { label: t.statusAction, url },
  }));
}

/**
 * To the guest in their language: a table is free at `time`, held until `holdUntil` (`HH:MM`); the button
 * "Jetzt buchen" opens their entry, which books it in one click (null without an address).
 */
export function waitlistOfferMail(
  entry: WaitlistEntry,
  restaurant: MailRestaurant,
  time: string,
  holdUntil: string,
  url: string,
): OutboxMail | null {
  return mailToRequestGuest("waitlist", entry.customerEmail, entry.language, restaurant, (t) => ({
    subject: t.offerSubject(restaurant.name),
    paragraphs: [
      t.offerIntro(entry.customerName),
      summary(entry, entry.language, time),
      t.offerHold(holdUntil),
    ],
    action: { label: t.offerAction, url },
  }));
}
