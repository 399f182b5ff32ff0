import { type Enquiry, enquiryInboxTexts } from "@tischservice/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { requestListState, useTargeted } from "../table-requests/use-requests.ts";
import { ENQUIRIES_ANCHOR, EnquiryList } from "./enquiry-list.tsx";
import { useEnquiries } from "./use-enquiries.ts";

const loadAnswerDialogs = () => import("./enquiry-answer-dialogs.tsx");
const EnquiryAnswerDialogs = lazy(() =>
  loadAnswerDialogs().then((m) => ({ default: m.EnquiryAnswerDialogs })),
);

type Answering = { kind: "accept" | "decline"; enquiry: Enquiry } | null;

/**
 * The reservations page's "Anfragen" for the owner and sub-users: the list from the API; the
 * accept and decline dialogs load on demand (preloaded once an open enquiry shows). Opened at `#anfragen`
 * (the restaurant's mail and push), it takes the focus.
 */
export function EnquiriesSection() {
  const enquiries = useEnquiries();
  const timeZone = useTimeZone();
  const targeted = useTargeted(ENQUIRIES_ANCHOR);
  const [answering, setAnswering] = useState<Answering>(null);
  const hasOpen = enquiries.data?.some((enquiry) => enquiry.status === "open") ?? false;
  useEffect(() => {
    if (hasOpen) void loadAnswerDialogs().catch(() => undefined);
  }, [hasOpen]);

  const state = requestListState(enquiries, enquiryInboxTexts.loadFailed);

  return (
    <>
      <EnquiryList
        state={state}
        timeZone={timeZone}
        targeted={targeted}
        onAccept={(enquiry) => setAnswering({ kind: "accept", enquiry })}
        onDecline={(enquiry) => setAnswering({ kind: "decline", enquiry })}
      />
      {answering ? (
        <Suspense fallback={null}>
          <EnquiryAnswerDialogs
            key={`${answering.kind}-${answering.enquiry._id}`}
            kind={answering.kind}
            enquiry={answering.enquiry}
            onClose={() => setAnswering(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
