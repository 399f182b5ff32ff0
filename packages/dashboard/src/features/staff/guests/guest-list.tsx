import { type GuestListEntry, guestListTexts } from "@tischservice/core";
import { Banner, Button, EmptyState, Spinner } from "@tischservice/ui";
import { SearchX, UsersRound } from "lucide-react";
import { GuestRow } from "./guest-row.tsx";

export type GuestListState =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void }
  | {
      status: "success";
      guests: readonly GuestListEntry[];
      /** How many guests match in all (the list shows the pages loaded so far). */
      total: number;
      filtered: boolean;
      /** The next page while more guests match; null on the last. */
      more: { loading: boolean; onLoad: () => void } | null;
    };

/** The guests as rows; while loading a spinner, on failure the reason and a retry, else the empty state. */
export function GuestList({ state }: { state: GuestListState }) {
  if (state.status === "pending") return <Spinner className="justify-center py-10" />;
  if (state.status === "error") {
    return (
      <Banner tone="error" title={guestListTexts.loadFailed}>
        <p className="m-0">{state.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={state.onRetry}>
          {guestListTexts.retry}
        </Button>
      </Banner>
    );
  }
  if (state.guests.length === 0) {
    return state.filtered ? (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={guestListTexts.noMatch} />
    ) : (
      <EmptyState
        icon={<UsersRound aria-hidden="true" />}
        title={guestListTexts.empty}
        description={guestListTexts.emptyText}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={guestListTexts.title} className="m-0 grid list-none gap-3 p-0">
        {state.guests.map((guest) => (
          <li key={guest.key}>
            <GuestRow guest={guest} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 text-sm text-muted-foreground" aria-live="polite">
          {guestListTexts.shownOf(state.guests.length, state.total)}
        </p>
        {state.more ? (
          <Button variant="outline" disabled={state.more.loading} onClick={state.more.onLoad}>
            {state.more.loading ? <Spinner label={null} /> : null}
            {guestListTexts.loadMore}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
