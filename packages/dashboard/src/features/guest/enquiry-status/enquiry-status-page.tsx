import { useParams, useSearch } from "@tanstack/react-router";
import { EnquiryNotFound, EnquiryStatusView } from "./enquiry-status-view.tsx";

/** `/app/enquiry/{id}?token=`: a large group's enquiry for its guest, no sign-in needed. */
export function EnquiryStatusPage() {
  const { enquiryId } = useParams({ from: "/enquiry/$enquiryId" });
  const { token } = useSearch({ from: "/enquiry/$enquiryId" });
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start p-4 sm:p-8">
      {token ? <EnquiryStatusView enquiryId={enquiryId} token={token} /> : <EnquiryNotFound />}
    </main>
  );
}
