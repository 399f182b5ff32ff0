import { type WaitlistEntry, waitlistStaffTexts } from "@tischservice/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { requestListState, useTargeted } from "../table-requests/use-requests.ts";
import { useRemoveWaitlistEntry, useWaitlist } from "./use-waitlist.ts";
import { WAITLIST_ANCHOR, WaitlistList } from "./waitlist-list.tsx";

const loadDialogs = () => import("./waitlist-dialogs.tsx");
const WaitlistDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.WaitlistDialogs })));

type Acting = { kind: "offer" | "remove"; entry: WaitlistEntry } | null;

export interface WaitlistSectionProps {
  /** The day shown, `YYYY-MM-DD`: the reservation list's day, today unless one is chosen there. */
  date: string;
}

/**
 * The reservations page's "Warteliste" for the owner and sub-users: the list's day's waitlist from the API,
 * live through the `waitlist` event; the offer and removal dialogs load on demand (preloaded once an active
 * entry shows). Opened at `#warteliste`, it takes the focus.
 */
export function WaitlistSection({ date }: WaitlistSectionProps) {
  const waitlist = useWaitlist(date);
  const timeZone = useTimeZone();
  const targeted = useTargeted(WAITLIST_ANCHOR);
  const [acting, setActing] = useState<Acting>(null);
  const remove = useRemoveWaitlistEntry();
  const hasActive =
    waitlist.data?.some((entry) => entry.status === "waiting" || entry.status === "offered") ?? false;
  useEffect(() => {
    if (hasActive) void loadDialogs().catch(() => undefined);
  }, [hasActive]);

  const state = requestListState(waitlist, waitlistStaffTexts.loadFailed);

  return (
    <>
      <WaitlistList
        state={state}
        date={date}
        timeZone={timeZone}
        targeted={targeted}
        onOffer={(entry) => setActing({ kind: "offer", entry })}
        onRemove={(entry) => setActing({ kind: "remove", entry })}
        removingId={remove.isPending ? (remove.variables ?? null) : null}
      />
      {acting ? (
        <Suspense fallback={null}>
          <WaitlistDialogs
            key={`${acting.kind}-${acting.entry._id}`}
            kind={acting.kind}
            entry={acting.entry}
            onRemove={(entry) => remove.mutate(entry._id)}
            onClose={() => setActing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
