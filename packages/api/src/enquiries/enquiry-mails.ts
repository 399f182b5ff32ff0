import { enquiryTexts, formatSlotDate, guestMailRecipient } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "../mail/layout.ts";
import type { EnquiryDto } from "./enquiry-dto.ts";

const { labels } = enquiryTexts;

function summary(enquiry: EnquiryDto): string {
  const date = formatSlotDate(enquiry.reservationDate);
  return [
    `${labels.guests}: ${enquiry.numberOfGuests}`,
    `${labels.date}: ${date.dayName}, ${date.formatted}`,
    `${labels.time}: ${enquiry.timeSlot}`,
    ...(enquiry.message ? [`${labels.message}: ${enquiry.message}`] : []),
  ].join("\n");
}

/** To the guest: the enquiry is received, with the link to its state (null without an address). */
export function enquiryReceivedMail(
  enquiry: EnquiryDto,
  restaurantName: string,
  statusUrl: string,
): OutboxMail | null {
  const to = guestMailRecipient(enquiry.customerEmail);
  if (!to) return null;
  return renderMail({
    to,
    subject: enquiryTexts.guestReceivedSubject(restaurantName),
    paragraphs: [
      enquiryTexts.guestReceivedIntro(enquiry.customerName),
      summary(enquiry),
      enquiryTexts.guestStatusLink,
    ],
    action: { label: enquiryTexts.guestStatusLink, url: statusUrl },
  });
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

/** To the guest: the restaurant declined, with its message (null without an address). */
export function enquiryDeclinedMail(
  enquiry: EnquiryDto,
  restaurantName: string,
  statusUrl: string | null,
): OutboxMail | null {
  const to = guestMailRecipient(enquiry.customerEmail);
  if (!to) return null;
  return renderMail({
    to,
    subject: enquiryTexts.declinedSubject(restaurantName),
    paragraphs: [enquiryTexts.declinedIntro(enquiry.customerName), enquiry.answerMessage, summary(enquiry)],
    ...(statusUrl ? { action: { label: enquiryTexts.guestStatusLink, url: statusUrl } } : {}),
  });
}
