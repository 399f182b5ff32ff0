import {
  activeWaitlistStatuses,
  formatLongDate,
  waitlistStaffTexts as texts,
  type WaitlistEntry,
} from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { WaitlistEntryCard } from "./waitlist-entry-card.tsx";

/** The anchor of the section: `/app/reservations#warteliste` scrolls to it and focuses its heading. */
export const WAITLIST_ANCHOR = "warteliste";

export type WaitlistListState =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "success"; entries: readonly WaitlistEntry[] };

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
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const entries = state.status === "success" ? state.entries : [];
  const active = entries.filter(isActive);
  const ended = entries.filter((entry) => !isActive(entry));

  useEffect(() => {
    if (!targeted || focused.current || state.status === "pending") return;
    focused.current = true;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [targeted, state.status]);

  const card = (entry: WaitlistEntry) => (
    <li key={entry._id}>
      <WaitlistEntryCard
        entry={entry}
        timeZone={timeZone}
        removing={removingId === entry._id}
        {...(onOffer ? { onOffer } : {})}
        {...(onRemove ? { onRemove } : {})}
      />
    </li>
  );

  return (
    <section id={WAITLIST_ANCHOR} aria-labelledby={headingId} className="grid scroll-mt-4 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="grid gap-0.5">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="rounded-sm text-lg font-semibold outline-none"
          >
            {active.length > 0 ? texts.titleWithCount(active.length) : texts.title}
          </h2>
          <p className="text-sm text-muted-foreground">{formatLongDate(date)}</p>
        </div>
      </div>
      {state.status === "pending" ? <Spinner className="justify-start py-2" /> : null}
      {state.status === "error" ? (
        <Banner tone="error" title={texts.loadFailed}>
          <span className="grid justify-items-start gap-2">
            {state.message !== texts.loadFailed ? state.message : null}
            <Button size="sm" variant="outline" onClick={state.onRetry}>
              {texts.retry}
            </Button>
          </span>
        </Banner>
      ) : null}
      {state.status === "success" && active.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.none}</p>
      ) : null}
      {active.length > 0 ? (
        <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">{active.map(card)}</ul>
      ) : null}
      {ended.length > 0 ? (
        <details className="group/ended rounded-lg border border-border">
          <summary className="focus-ring flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open/ended:rotate-180"
            />
            {texts.endedToggle(ended.length)}
          </summary>
          <ul className="m-0 grid list-none gap-3 p-3 md:grid-cols-2">{ended.map(card)}</ul>
        </details>
      ) : null}
    </section>
  );
}
