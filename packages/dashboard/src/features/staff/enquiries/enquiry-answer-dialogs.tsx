import { type Enquiry, enquiryInboxTexts } from "@tischservice/core";
import { serverMessageOr } from "../../../api/http.ts";
import { TableOfferDialog } from "../table-requests/table-offer-dialog.tsx";
import { useOfferTables } from "../table-requests/use-offer-tables.ts";
import { DeclineEnquiryDialog } from "./decline-enquiry-dialog.tsx";
import { useAnswerEnquiry } from "./use-enquiries.ts";

export interface EnquiryAnswerDialogsProps {
  kind: "accept" | "decline";
  enquiry: Enquiry;
  onClose: () => void;
}

type Answer = ReturnType<typeof useAnswerEnquiry>;

const failure = (answer: Answer) =>
  answer.isError ? serverMessageOr(answer.error, enquiryInboxTexts.answerFailed) : null;

/** The accept dialog with the restaurant's tables, reservations and stay durations (read while it is open). */
function AcceptWithTables({
  enquiry,
  onClose,
  answer,
}: {
  enquiry: Enquiry;
  onClose: () => void;
  answer: Answer;
}) {
  const { tables, reservations, config, timeZone } = useOfferTables(enquiry.reservationDate);
  return (
    <TableOfferDialog
      target={{ kind: "enquiry", enquiry }}
      tables={tables}
      reservations={reservations ?? []}
      stayDurations={config ?? null}
      timeZone={timeZone}
      saving={answer.isPending}
      error={failure(answer)}
      onSubmit={({ timeSlot, tableIds }) =>
        answer.mutate({ id: enquiry._id, answer: { status: "accepted", timeSlot, tableIds } })
      }
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}

/**
 * The open answer to one enquiry: "Annehmen" or "Ablehnen", each with its own mutation (a refusal stays in
 * the dialog, success closes it). Loaded on demand, so that the reservations page carries only the list.
 */
export function EnquiryAnswerDialogs({ kind, enquiry, onClose }: EnquiryAnswerDialogsProps) {
  const answer = useAnswerEnquiry(onClose);
  if (kind === "accept") return <AcceptWithTables enquiry={enquiry} onClose={onClose} answer={answer} />;
  return (
    <DeclineEnquiryDialog
      enquiry={enquiry}
      saving={answer.isPending}
      error={failure(answer)}
      onSubmit={(message) => answer.mutate({ id: enquiry._id, answer: { status: "declined", message } })}
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}
