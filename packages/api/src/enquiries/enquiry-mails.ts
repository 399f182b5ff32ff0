import {
  type BookingLanguage,
  enquiryTexts,
  formatSlotDate,
  guestMailRecipient,
  guestMailTexts,
} from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { type MailRestaurant, renderMail } from "../mail/layout.ts";
import { mailToRequestGuest, summaryHead } from "../table-requests/guest-mails.ts";
import type { EnquiryDto } from "./enquiry-dto.ts";

/**
 * The enquiry's lines, in the guest's language (German for the restaurant). Mails to the guest leave the
 * guest's message out (`forGuest`): anyone can type any address and any message into the public form, and
 * the platform's mail must not carry it to a stranger (the status page shows it).
 */
function summary(enquiry: EnquiryDto, language: BookingLanguage = "de", forGuest = false): string {
  const { labels } = guestMailTexts[language].enquiry;
  return [
    ...summaryHead("enquiry", language, {
      numberOfGuests: enquiry.numberOfGuests,
      date: enquiry.reservationDate,
    }),
    `${labels.time}: ${enquiry.timeSlot}`,
    ...(enquiry.message && !forGuest ? [`${labels.message}: ${enquiry.message}`] : []),
  ].join("\n");
}

const { labels } = enquiryTexts;

/**
 * To the guest in their language: the enquiry is received, with the link to its state (null without an
 * address).
 */
export function enquiryReceivedMail(
  enquiry: EnquiryDto,
  restaurant: MailRestaurant,
  statusUrl: string,
  language: BookingLanguage = "de",
): OutboxMail | null {
  return mailToRequestGuest("enquiry", enquiry.customerEmail, language, restaurant, (t) => ({
    subject: t.receivedSubject(restaurant.name),
    paragraphs: [t.receivedIntro(enquiry.customerName), summary(enquiry, language, true), t.statusLink],
    action: { label: t.statusAction, url: statusUrl },
  }));
}

/** To the restaurant: a new enquiry, with the guest's contact and the dashboard link. */
export function enquiryNoticeMail(to: string, enquiry: EnquiryDto, dashboardUrl: string): OutboxMail {
  const guest = guestMailRecipient(enquiry.customerEmail);
  return renderMail({
    to,
    ...(guest ? { replyTo: guest } : {}),
    subject: enquiryTexts.restaurantSubject(
      enquiry.numberOfGuests,
      formatSlotDate(enquiry.reservationDate).formatted,
    ),
    paragraphs: [
      enquiryTexts.restaurantIntro(enquiry.customerName),
      [
        summary(enquiry),
        `${labels.email}: ${enquiry.customerEmail}`,
        `${labels.phone}: ${enquiry.customerPhone || "–"}`,
      ].join("\n"),
    ],
    action: { label: enquiryTexts.restaurantLink, url: dashboardUrl },
  });
}

/** To the guest in their language: the restaurant declined, with its message (null without an address). */
export function enquiryDeclinedMail(
  enquiry: EnquiryDto,
  restaurant: MailRestaurant,
  statusUrl: string | null,
  language: BookingLanguage = "de",
): OutboxMail | null {
  return mailToRequestGuest("enquiry", enquiry.customerEmail, language, restaurant, (t) => ({
    subject: t.declinedSubject(restaurant.name),
    paragraphs: [
      t.declinedIntro(enquiry.customerName),
      enquiry.answerMessage,
      summary(enquiry, language, true),
    ],
    ...(statusUrl ? { action: { label: t.statusAction, url: statusUrl } } : {}),
  }));
}
