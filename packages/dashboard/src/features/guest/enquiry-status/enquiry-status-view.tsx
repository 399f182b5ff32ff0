import { useQuery } from "@tanstack/react-query";
import { enquiryGuestTexts } from "@tischservice/core";
import { Banner, Button, EmptyState, Spinner } from "@tischservice/ui";
import { fetchGuestEnquiry, guestEnquiryKey } from "../../../api/guest-enquiry.ts";
import { ApiError } from "../../../api/http.ts";
import { useDocumentLanguage } from "../../../lib/document-language.ts";
import { EnquiryStatusCard } from "./enquiry-status-card.tsx";

/** The wrong or expired link, or an unknown enquiry. */
export function EnquiryNotFound() {
  return (
    <article className="grid gap-6">
      <h1 className="text-2xl font-bold">{enquiryGuestTexts.title}</h1>
      <EmptyState title={enquiryGuestTexts.notFound} description={enquiryGuestTexts.notFoundText} />
    </article>
  );
}

/** No answer, or a server failure: the link may still be fine, so it offers to load again. */
export function EnquiryLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner tone="error" title={enquiryGuestTexts.loadFailed}>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {enquiryGuestTexts.retry}
      </Button>
    </Banner>
  );
}

const isRefusedLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The guest's enquiry through the receipt mail's link (token, no sign-in). The guest's link has no live
 * stream (as the reservation's manage page), so it loads again whenever the tab comes back into focus.
 * It speaks the enquiry's language (German until it is known), and `<html lang>` follows it.
 */
export function EnquiryStatusView({ enquiryId, token }: { enquiryId: string; token: string }) {
  const answer = useQuery({
    queryKey: guestEnquiryKey(enquiryId, token),
    queryFn: () => fetchGuestEnquiry(enquiryId, token),
    retry: false,
    refetchOnWindowFocus: "always",
  });
  useDocumentLanguage(answer.data ? (answer.data.enquiry.language ?? "de") : null);
  // A failed reload on focus keeps what was shown.
  if (answer.data)
    return <EnquiryStatusCard enquiry={answer.data.enquiry} restaurantName={answer.data.restaurantName} />;
  if (answer.isPending) return <Spinner className="justify-center py-10" />;
  return isRefusedLink(answer.error) ? (
    <EnquiryNotFound />
  ) : (
    <EnquiryLoadFailed onRetry={() => void answer.refetch()} />
  );
}
