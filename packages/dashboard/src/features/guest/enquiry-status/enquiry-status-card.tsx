import {
  type Enquiry,
  type EnquiryGuestCatalogue,
  enquiryGuestPageTexts,
  formatGuestLongDate,
} from "@tischservice/core";
import { Banner } from "@tischservice/ui";
import { GuestRequestCard, Row, StatusRow } from "../table-request/guest-request-frame.tsx";

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
    <GuestRequestCard
      titleId="enquiry-status-title"
      title={texts.title}
      banner={<StateBanner enquiry={enquiry} texts={texts} />}
    >
      <StatusRow label={texts.state} status={enquiry.status} text={texts.status[enquiry.status]} />
      {restaurantName ? <Row label={texts.restaurant}>{restaurantName}</Row> : null}
      <Row label={texts.labels.guests}>{texts.guestCount(enquiry.numberOfGuests)}</Row>
      <Row label={texts.labels.date}>{formatGuestLongDate(enquiry.reservationDate, language)}</Row>
      <Row label={texts.labels.time}>{enquiry.timeSlot}</Row>
      {enquiry.message ? <Row label={texts.labels.message}>{enquiry.message}</Row> : null}
    </GuestRequestCard>
  );
}
