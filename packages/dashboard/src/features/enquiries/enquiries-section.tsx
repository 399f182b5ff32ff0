import { useLocation } from "@tanstack/react-router";
import { type Enquiry, enquiryInboxTexts } from "@tischservice/core";
import { useState } from "react";
import { serverMessageOr } from "../../api/http.ts";
import { useConfig, useReservations, useTimeZone } from "../data/queries.ts";
import { useTables } from "../tables/table-queries.ts";
import { AcceptEnquiryDialog, type AcceptTablesState } from "./accept-enquiry-dialog.tsx";
import { DeclineEnquiryDialog } from "./decline-enquiry-dialog.tsx";
import { ENQUIRIES_ANCHOR, EnquiryList, type EnquiryListState } from "./enquiry-list.tsx";
import { useAnswerEnquiry, useEnquiries } from "./use-enquiries.ts";

type Answering = { kind: "accept" | "decline"; enquiry: Enquiry } | null;

/** The tables are read only while the accept dialog is open (they are the floor plan's query). */
function AcceptDialogWithTables({
  answering,
  onClose,
  answer,
}: {
  answering: Enquiry;
  onClose: () => void;
  answer: ReturnType<typeof useAnswerEnquiry>;
}) {
  const tables = useTables();
  const reservations = useReservations();
  const config = useConfig();
  const timeZone = useTimeZone();
  const tablesState: AcceptTablesState = tables.isPending
    ? { status: "pending" }
    : tables.isError
      ? { status: "error", message: serverMessageOr(tables.error, enquiryInboxTexts.tablesLoadFailed) }
      : { status: "success", tables: tables.data };
  return (
    <AcceptEnquiryDialog
      enquiry={answering}
      tables={tablesState}
      reservations={reservations.data ?? []}
      stayDurations={config.data ?? null}
      timeZone={timeZone}
      saving={answer.isPending}
      error={answer.isError ? serverMessageOr(answer.error, enquiryInboxTexts.answerFailed) : null}
      onSubmit={({ timeSlot, tableIds }) =>
        answer.mutate({ id: answering._id, answer: { status: "accepted", timeSlot, tableIds } })
      }
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}

/**
 * The reservations page's "Anfragen" (issue 20) for the owner and sub-users: the list from the API, and the
 * accept and decline dialogs. Opened at `#anfragen` (the restaurant's mail and push), it takes the focus.
 */
export function EnquiriesSection() {
  const enquiries = useEnquiries();
  const timeZone = useTimeZone();
  const hash = useLocation({ select: (location) => location.hash });
  const [answering, setAnswering] = useState<Answering>(null);
  const close = () => setAnswering(null);
  const answer = useAnswerEnquiry(close);
  const open = (kind: "accept" | "decline") => (enquiry: Enquiry) => {
    answer.reset();
    setAnswering({ kind, enquiry });
  };

  const state: EnquiryListState = enquiries.isPending
    ? { status: "pending" }
    : enquiries.isError
      ? {
          status: "error",
          message: serverMessageOr(enquiries.error, enquiryInboxTexts.loadFailed),
          onRetry: () => void enquiries.refetch(),
        }
      : { status: "success", enquiries: enquiries.data };

  return (
    <>
      <EnquiryList
        state={state}
        timeZone={timeZone}
        targeted={hash.replace(/^#/, "") === ENQUIRIES_ANCHOR}
        onAccept={open("accept")}
        onDecline={open("decline")}
      />
      {answering?.kind === "accept" ? (
        <AcceptDialogWithTables answering={answering.enquiry} onClose={close} answer={answer} />
      ) : null}
      <DeclineEnquiryDialog
        enquiry={answering?.kind === "decline" ? answering.enquiry : null}
        saving={answer.isPending}
        error={answer.isError ? serverMessageOr(answer.error, enquiryInboxTexts.answerFailed) : null}
        onSubmit={(message) =>
          answering && answer.mutate({ id: answering.enquiry._id, answer: { status: "declined", message } })
        }
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      />
    </>
  );
}
