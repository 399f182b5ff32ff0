import { type Enquiry, enquiryInboxTexts as texts } from "@tischservice/core";
import { Banner, Button, Spinner } from "@tischservice/ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { EnquiryCard } from "./enquiry-card.tsx";

/** The anchor of the section: `/app/reservations#anfragen` scrolls to it and focuses its heading. */
export const ENQUIRIES_ANCHOR = "anfragen";

export type EnquiryListState =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "success"; enquiries: readonly Enquiry[] };

export interface EnquiryListProps {
  state: EnquiryListState;
  timeZone: string;
  /** The page was opened at `#anfragen`: the section shows even when empty and takes the focus. */
  targeted?: boolean;
  onAccept?: (enquiry: Enquiry) => void;
  onDecline?: (enquiry: Enquiry) => void;
}

/**
 * The "Anfragen" section of the reservations page: open enquiries first with their count, the
 * answered ones folded away below. It stays out of the way when there is nothing to show (no enquiries at
 * all, or still loading) unless the page was opened at its anchor.
 */
export function EnquiryList({ state, timeZone, targeted = false, onAccept, onDecline }: EnquiryListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const enquiries = state.status === "success" ? state.enquiries : [];
  const open = enquiries.filter((enquiry) => enquiry.status === "open");
  const answered = enquiries.filter((enquiry) => enquiry.status !== "open");
  const hidden =
    !targeted && (state.status === "pending" || (state.status === "success" && enquiries.length === 0));

  useEffect(() => {
    if (!targeted || focused.current || state.status === "pending") return;
    focused.current = true;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [targeted, state.status]);

  if (hidden) return null;
  return (
    <section id={ENQUIRIES_ANCHOR} aria-labelledby={headingId} className="grid scroll-mt-4 gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="rounded-sm text-lg font-semibold outline-none"
        >
          {open.length > 0 ? texts.titleWithCount(open.length) : texts.title}
        </h2>
        {state.status === "success" && open.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.none}</p>
        ) : null}
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
      {open.length > 0 ? (
        <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
          {open.map((enquiry) => (
            <li key={enquiry._id}>
              <EnquiryCard
                enquiry={enquiry}
                timeZone={timeZone}
                {...(onAccept ? { onAccept } : {})}
                {...(onDecline ? { onDecline } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {answered.length > 0 ? (
        <details className="group/answered rounded-lg border border-border">
          <summary className="focus-ring flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open/answered:rotate-180"
            />
            {texts.answeredToggle(answered.length)}
          </summary>
          <ul className="m-0 grid list-none gap-3 p-3 md:grid-cols-2">
            {answered.map((enquiry) => (
              <li key={enquiry._id}>
                <EnquiryCard enquiry={enquiry} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
