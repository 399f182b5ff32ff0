import { enquiryGuestTexts } from "@tischservice/core";
import { fetchGuestEnquiry, guestEnquiryKey } from "../../../api/guest-enquiry.ts";
import { useDocumentLanguage } from "../../../lib/document-language.ts";
import {
  GuestRequestView,
  RequestLoadFailed,
  RequestNotFound,
} from "../table-request/guest-request-frame.tsx";
import { useGuestRequest } from "../table-request/use-guest-request.ts";
import { EnquiryStatusCard } from "./enquiry-status-card.tsx";

/** The wrong or expired link, or an unknown enquiry. */
export function EnquiryNotFound() {
  return <RequestNotFound texts={enquiryGuestTexts} />;
}

/** No answer, or a server failure: the link may still be fine, so it offers to load again. */
export function EnquiryLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <RequestLoadFailed texts={enquiryGuestTexts} onRetry={onRetry} />;
}

/**
 * The guest's enquiry through the receipt mail's link, read only. It speaks the enquiry's language (German
 * until it is known), and `<html lang>` follows it.
 */
export function EnquiryStatusView({ enquiryId, token }: { enquiryId: string; token: string }) {
  const answer = useGuestRequest(guestEnquiryKey(enquiryId, token), () =>
    fetchGuestEnquiry(enquiryId, token),
  );
  useDocumentLanguage(answer.data ? (answer.data.enquiry.language ?? "de") : null);
  return (
    <GuestRequestView
      answer={answer}
      notFound={<EnquiryNotFound />}
      loadFailed={(onRetry) => <EnquiryLoadFailed onRetry={onRetry} />}
    >
      {(data) => <EnquiryStatusCard enquiry={data.enquiry} restaurantName={data.restaurantName} />}
    </GuestRequestView>
  );
}
