import { Banner, Button, Spinner } from "@tischservice/ui";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

export type RequestListState<T> =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "success"; items: readonly T[] };

export interface RequestListTexts {
  title: string;
  titleWithCount: (count: number) => string;
  /** Nothing open: one quiet line. */
  none: string;
  loadFailed: string;
  retry: string;
  /** The disclosure of the closed ones, with their count. */
  closedToggle: (count: number) => string;
}

export interface RequestListProps<T extends { _id: string }> {
  /** The section's id: `/app/reservations#<anchor>` scrolls to it and focuses its heading. */
  anchor: string;
  state: RequestListState<T>;
  texts: RequestListTexts;
  /** Still open for staff (answered or ended ones are folded away). */
  isOpen: (item: T) => boolean;
  card: (item: T) => ReactNode;
  /** The page was opened at the anchor: the section shows and takes the focus. */
  targeted?: boolean;
  /** Stays away while loading or with nothing at all (unless targeted). */
  hideWhenQuiet?: boolean;
  /** A line under the heading (the day shown); the "none" line then stands below it. */
  subtitle?: string;
}

/**
 * A section of the reservations page with the guests' requests of one kind: the open ones first with their
 * count, the closed ones folded away below, a retry when the list could not be read. Opened at its anchor
 * (the restaurant's mail and push), it takes the focus once the list has loaded.
 */
export function RequestList<T extends { _id: string }>({
  anchor,
  state,
  texts,
  isOpen,
  card,
  targeted = false,
  hideWhenQuiet = false,
  subtitle,
}: RequestListProps<T>) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const items = state.status === "success" ? state.items : [];
  const open = items.filter(isOpen);
  const closed = items.filter((item) => !isOpen(item));
  const hidden =
    hideWhenQuiet &&
    !targeted &&
    (state.status === "pending" || (state.status === "success" && items.length === 0));

  useEffect(() => {
    if (!targeted || focused.current || state.status === "pending") return;
    focused.current = true;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [targeted, state.status]);

  if (hidden) return null;
  const heading = (
    <h2
      id={headingId}
      ref={headingRef}
      tabIndex={-1}
      className="rounded-sm text-lg font-semibold outline-none"
    >
      {open.length > 0 ? texts.titleWithCount(open.length) : texts.title}
    </h2>
  );
  const none =
    state.status === "success" && open.length === 0 ? (
      <p className="text-sm text-muted-foreground">{texts.none}</p>
    ) : null;
  const list = (className: string, shown: readonly T[]) => (
    <ul className={className}>
      {shown.map((item) => (
        <li key={item._id}>{card(item)}</li>
      ))}
    </ul>
  );
  return (
    <section id={anchor} aria-labelledby={headingId} className="grid scroll-mt-4 gap-3">
      {subtitle === undefined ? (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {heading}
          {none}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="grid gap-0.5">
            {heading}
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
        </div>
      )}
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
      {subtitle === undefined ? null : none}
      {open.length > 0 ? list("m-0 grid list-none gap-3 p-0 md:grid-cols-2", open) : null}
      {closed.length > 0 ? (
        <details className="group/closed rounded-lg border border-border">
          <summary className="focus-ring flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open/closed:rotate-180"
            />
            {texts.closedToggle(closed.length)}
          </summary>
          {list("m-0 grid list-none gap-3 p-3 md:grid-cols-2", closed)}
        </details>
      ) : null}
    </section>
  );
}
