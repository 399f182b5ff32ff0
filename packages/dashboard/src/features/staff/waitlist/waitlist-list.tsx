import {
  activeWaitlistStatuses,
  formatLongDate,
  waitlistStaffTexts as texts,
  type WaitlistEntry,
} from "@tischservice/core";
import { RequestList, type RequestListState } from "../table-requests/request-list.tsx";
import { WaitlistEntryCard } from "./waitlist-entry-card.tsx";

/** The anchor of the section: `/app/reservations#warteliste` scrolls to it and focuses its heading. */
export const WAITLIST_ANCHOR = "warteliste";

export type WaitlistListState = RequestListState<WaitlistEntry>;

export interface WaitlistListProps {
  state: WaitlistListState;
  /** The day shown, `YYYY-MM-DD` (restaurant time). */
  date: string;
  timeZone: string;
  /** The page was opened at `#warteliste`: the section takes the focus. */
  targeted?: boolean;
  onOffer?: (entry: WaitlistEntry) => void;
  onRemove?: (entry: WaitlistEntry) => void;
  /** The entry whose removal is under way. */
  removingId?: string | null;
}

/** The section's words from the catalogue; its folded part is named by the catalogue's own word. */
const listTexts = { ...texts, closedToggle: texts.endedToggle };

const isActive = (entry: WaitlistEntry) =>
  (activeWaitlistStatuses as readonly string[]).includes(entry.status);

/**
 * The "Warteliste" section of the reservations page for one day: the waiting parties and open
 * offers first with their count, the ended entries (booked, left, removed, expired) folded away below.
 */
export function WaitlistList({
  state,
  date,
  timeZone,
  targeted = false,
  onOffer,
  onRemove,
  removingId = null,
}: WaitlistListProps) {
  return (
    <RequestList
      anchor={WAITLIST_ANCHOR}
      state={state}
      texts={listTexts}
      isOpen={isActive}
      targeted={targeted}
      subtitle={formatLongDate(date)}
      card={(entry) => (
        <WaitlistEntryCard
          entry={entry}
          timeZone={timeZone}
          removing={removingId === entry._id}
          {...(onOffer ? { onOffer } : {})}
          {...(onRemove ? { onRemove } : {})}
        />
      )}
    />
  );
}
