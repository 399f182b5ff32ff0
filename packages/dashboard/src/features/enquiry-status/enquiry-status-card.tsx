import {
  type Enquiry,
  enquiryGuestTexts,
  enquiryTexts,
  formatLongDate,
  guestCountLabel,
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
function StateBanner({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.status === "accepted") {
    return (
      <Banner tone="success" title={enquiryGuestTexts.acceptedText}>
        {enquiryGuestTexts.acceptedMailHint}
      </Banner>
    );
  }
  if (enquiry.status === "declined") {
    return (
      <Banner tone="warning" title={enquiryGuestTexts.declinedText}>
        {enquiry.answerMessage ? (
          <p className="m-0">
            <span className="font-medium">{enquiryGuestTexts.declinedMessage}:</span> {enquiry.answerMessage}
          </p>
        ) : null}
      </Banner>
    );
  }
  return <Banner tone="info">{enquiryGuestTexts.openText}</Banner>;
}

/** A large group's enquiry as its guest sees it: the state and what they asked for. */
export function EnquiryStatusCard({
  enquiry,
  restaurantName,
}: {
  enquiry: Enquiry;
  restaurantName: string | null;
}) {
  return (
    <article className="grid gap-6" aria-labelledby="enquiry-status-title">
      <h1 id="enquiry-status-title" className="text-2xl font-bold">
        {enquiryGuestTexts.title}
      </h1>
      <StateBanner enquiry={enquiry} />
      <dl className="m-0 grid gap-3">
        <Row label={enquiryGuestTexts.state}>
          <span data-status={enquiry.status} className="font-medium">
            {enquiryTexts.status[enquiry.status]}
          </span>
        </Row>
        {restaurantName ? <Row label={enquiryGuestTexts.restaurant}>{restaurantName}</Row> : null}
        <Row label={enquiryTexts.labels.guests}>{guestCountLabel(enquiry.numberOfGuests)}</Row>
        <Row label={enquiryTexts.labels.date}>{formatLongDate(enquiry.reservationDate)}</Row>
        <Row label={enquiryTexts.labels.time}>{enquiry.timeSlot}</Row>
        {enquiry.message ? <Row label={enquiryTexts.labels.message}>{enquiry.message}</Row> : null}
      </dl>
    </article>
  );
}
