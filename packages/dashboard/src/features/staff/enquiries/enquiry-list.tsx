import { type Enquiry, enquiryInboxTexts as texts } from "@tischservice/core";
import { RequestList, type RequestListState } from "../table-requests/request-list.tsx";
import { EnquiryCard } from "./enquiry-card.tsx";

/** The anchor of the section: `/app/reservations#anfragen` scrolls to it and focuses its heading. */
export const ENQUIRIES_ANCHOR = "anfragen";

export type EnquiryListState = RequestListState<Enquiry>;

export interface EnquiryListProps {
  state: EnquiryListState;
  timeZone: string;
  /** The page was opened at `#anfragen`: the section shows even when empty and takes the focus. */
  targeted?: boolean;
  onAccept?: (enquiry: Enquiry) => void;
  onDecline?: (enquiry: Enquiry) => void;
}

/** The section's words from the catalogue; its folded part is named by the catalogue's own word. */
const listTexts = { ...texts, closedToggle: texts.answeredToggle };

const isOpen = (enquiry: Enquiry) => enquiry.status === "open";

/**
 * The "Anfragen" section of the reservations page: open enquiries first with their count, the
 * answered ones folded away below. It stays out of the way when there is nothing to show (no enquiries at
 * all, or still loading) unless the page was opened at its anchor.
 */
export function EnquiryList({ state, timeZone, targeted = false, onAccept, onDecline }: EnquiryListProps) {
  return (
    <RequestList
      anchor={ENQUIRIES_ANCHOR}
      state={state}
      texts={listTexts}
      isOpen={isOpen}
      targeted={targeted}
      hideWhenQuiet
      card={(enquiry) => (
        <EnquiryCard
          enquiry={enquiry}
          timeZone={timeZone}
          {...(onAccept ? { onAccept } : {})}
          {...(onDecline ? { onDecline } : {})}
        />
      )}
    />
  );
}
