import {
  type Enquiry,
  type EnquiryGuestCatalogue,
  enquiryGuestPageTexts,
  formatGuestLongDate,
} from "@tischservice/core";
import { Banner } from "@tischservice/ui";
import type { ReactNode } from "react";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** What the state means for the guest: open (the restaurant answers), accepted, or declined with its message. */
function StateBanner({ enquiry, texts }: { enquiry: Enquiry; texts: EnquiryGuestCatalogue }) {
  if (enquiry.status === "accepted") {
    return (
      <Banner tone="success" title={texts.acceptedText}>
        {texts.acceptedMailHint}
      </Banner>
    );
  }
  if (enquiry.status === "declined") {
    return (
      <Banner tone="warning" title={texts.declinedText}>
        {enquiry.answerMessage ? (
          <p className="m-0">
            <span className="font-medium">{texts.declinedMessage}:</span> {enquiry.answerMessage}
          </p>
        ) : null}
      </Banner>
    );
  }
  return <Banner tone="info">{texts.openText}</Banner>;
}

/** A large group's enquiry as its guest sees it, in the enquiry's language: the state and what they asked for. */
export function EnquiryStatusCard({
  enquiry,
  restaurantName,
}: {
  enquiry: Enquiry;
  restaurantName: string | null;
}) {
  const language = enquiry.language ?? "de";
  const texts = enquiryGuestPageTexts[language];
  return (
    <article className="grid gap-6" aria-labelledby="enquiry-status-title">
      <h1 id="enquiry-status-title" className="text-2xl font-bold">
        {texts.title}
      </h1>
      <StateBanner enquiry={enquiry} texts={texts} />
      <dl className="m-0 grid gap-3">
        <Row label={texts.state}>
          <span data-status={enquiry.status} className="font-medium">
            {texts.status[enquiry.status]}
          </span>
        </Row>
        {restaurantName ? <Row label={texts.restaurant}>{restaurantName}</Row> : null}
        <Row label={texts.labels.guests}>{texts.guestCount(enquiry.numberOfGuests)}</Row>
        <Row label={texts.labels.date}>{formatGuestLongDate(enquiry.reservationDate, language)}</Row>
        <Row label={texts.labels.time}>{enquiry.timeSlot}</Row>
        {enquiry.message ? <Row label={texts.labels.message}>{enquiry.message}</Row> : null}
      </dl>
    </article>
  );
}
