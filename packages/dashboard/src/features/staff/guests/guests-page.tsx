import { useNavigate, useSearch } from "@tanstack/react-router";
import { GUEST_SEARCH_DEBOUNCE_MS, type GuestListSort, guestListTexts } from "@tischservice/core";
import { useMemo } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query.ts";
import { GuestFilters } from "./guest-filters.tsx";
import { GuestList, type GuestListState } from "./guest-list.tsx";
import { useGuestList } from "./use-guests.ts";

/** `/app/guests?q=&tag=&sort=visits`: the restaurant's guests, searched, filtered by tag and ordered. */
export function GuestsPage() {
  const search = useSearch({ from: "/gastro/guests" });
  const navigate = useNavigate({ from: "/guests" });
  const {
    query,
    settled: q,
    onQueryChange,
  } = useUrlSearchQuery(search.q, GUEST_SEARCH_DEBOUNCE_MS, (next) => {
    void navigate({ search: (prev) => ({ ...prev, q: next }), replace: true });
  });
  const tag = search.tag ?? "";
  const sort: GuestListSort = search.sort ?? "lastVisit";
  const guests = useGuestList({ q, tag, sort });
  const loaded = useMemo(() => guests.data?.pages.flatMap((page) => page.guests) ?? [], [guests.data]);

  const ownTags = useMemo(() => [...new Set(loaded.flatMap((guest) => guest.staffTags))], [loaded]);
  const state: GuestListState = guests.isPending
    ? { status: "pending" }
    : guests.isError && !guests.data
      ? {
          status: "error",
          message: serverMessageOr(guests.error, guestListTexts.loadFailed),
          onRetry: () => void guests.refetch(),
        }
      : {
          status: "success",
          guests: loaded,
          total: guests.data?.pages[0]?.total ?? loaded.length,
          filtered: q.trim() !== "" || tag !== "",
          more: guests.hasNextPage
            ? { loading: guests.isFetchingNextPage, onLoad: () => void guests.fetchNextPage() }
            : null,
        };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{guestListTexts.title}</h1>
      <GuestFilters
        search={query}
        onSearchChange={onQueryChange}
        tag={tag}
        onTagChange={(next) => void navigate({ search: (prev) => ({ ...prev, tag: next || undefined }) })}
        sort={sort}
        onSortChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, sort: next === "visits" ? "visits" : undefined }) })
        }
        ownTags={ownTags}
      />
      <GuestList state={state} />
    </div>
  );
}
