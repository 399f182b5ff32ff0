import { LIST_SEARCH_MAX_LENGTH } from "@tischservice/core/rules";
import type { Restaurant } from "@tischservice/core/schemas";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { askPartnersApi } from "../api/ask-partners-api.ts";

/** Partners per page: eight rows of three cards on a wide screen, well within the API's 50. */
export const PARTNER_DIRECTORY_PAGE_SIZE = 24;
/** The search waits this long after the last keystroke before it asks the server. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 300;
/** The search's query parameter, on this page's URL as on the API's. */
const QUERY_PARAM = "q";

/** The directory's list: the pages loaded so far for one search. */
export interface PartnerDirectoryList {
  /** The first page of the search is on its way (the previous search's cards stay until it arrives). */
  status: "loading" | "ready" | "error";
  partners: readonly Restaurant[];
  /** Where the next page starts; null: every match is shown. */
  nextCursor: string | null;
  /** The next page: not asked for, on its way, or failed (the cards shown stay). */
  more: "idle" | "loading" | "error";
}

export interface PartnerDirectory {
  /** What the search field shows. */
  typed: string;
  /** The search the list shows (trimmed); null before the page's URL was read. */
  query: string | null;
  list: PartnerDirectoryList;
  /** The visitor types: the search runs once the typing pauses. */
  type: (value: string) => void;
  /** The visitor sends the search (Enter or the button): it runs at once. */
  submit: (value: string) => void;
  loadMore: () => void;
  /** Asks again for the first page after it failed (a failed next page: `loadMore` again). */
  retry: () => void;
}

const initialList: PartnerDirectoryList = { status: "loading", partners: [], nextCursor: null, more: "idle" };

/** The address's search, cut to what the API accepts (a longer shared link still searches). */
const queryInUrl = () =>
  (new URLSearchParams(location.search).get(QUERY_PARAM) ?? "").slice(0, LIST_SEARCH_MAX_LENGTH).trim();

/** Keeps the search in the address (`?q=`), so that a search can be shared or reloaded; no history entry per search. */
function writeQueryToUrl(query: string) {
  const url = new URL(location.href);
  if (query === "") url.searchParams.delete(QUERY_PARAM);
  else url.searchParams.set(QUERY_PARAM, query);
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}

/**
 * The partner directory's state: the search from the page's URL, debounced typing, the first page of each
 * search and further pages by cursor (`GET /api/restaurants?limit=&q=&cursor=`). Everything is read in the
 * browser after hydration; the prerendered page and the first render show the loading state.
 */
export function usePartnerDirectory(field?: RefObject<HTMLInputElement | null>): PartnerDirectory {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const [list, setList] = useState<PartnerDirectoryList>(initialList);
  const [attempt, setAttempt] = useState(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The requests of the search on screen: a new search aborts them, and a late answer is never shown.
  const generation = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; later renders never read the field or the address again.
  useEffect(() => {
    // A search typed before the page was hydrated wins over the address's.
    const start = field?.current?.value.trim() || queryInUrl();
    setTyped(start);
    setQuery(start);
    return () => {
      clearTimeout(debounce.current);
      generation.current?.abort();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the same search after a failure.
  useEffect(() => {
    if (query === null) return;
    writeQueryToUrl(query);
    generation.current?.abort();
    const controller = new AbortController();
    generation.current = controller;
    const { signal } = controller;
    setList((previous) => ({ ...previous, status: "loading", more: "idle" }));
    askPartnersApi(signal, (api) =>
      api.fetchPartnerPage({ q: query, limit: PARTNER_DIRECTORY_PAGE_SIZE, signal }),
    )
      .then((page) => {
        if (signal.aborted) return;
        setList({ status: "ready", partners: page.partners, nextCursor: page.nextCursor, more: "idle" });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn("Partner-Restaurants konnten nicht geladen werden", error);
        setList({ ...initialList, status: "error" });
      });
  }, [query, attempt]);

  const type = useCallback((value: string) => {
    setTyped(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setQuery(value.trim()), PARTNER_SEARCH_DEBOUNCE_MS);
  }, []);

  const submit = useCallback((value: string) => {
    clearTimeout(debounce.current);
    setTyped(value);
    setQuery(value.trim());
  }, []);

  const loadMore = useCallback(() => {
    const controller = generation.current;
    const cursor = list.nextCursor;
    if (!controller || query === null || cursor === null || list.more === "loading") return;
    const { signal } = controller;
    setList((previous) => ({ ...previous, more: "loading" }));
    askPartnersApi(signal, (api) =>
      api.fetchPartnerPage({ q: query, cursor, limit: PARTNER_DIRECTORY_PAGE_SIZE, signal }),
    )
      .then((page) => {
        if (signal.aborted) return;
        setList((previous) => ({
          status: "ready",
          partners: [...previous.partners, ...page.partners],
          nextCursor: page.nextCursor,
          more: "idle",
        }));
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn("Weitere Partner-Restaurants konnten nicht geladen werden", error);
        setList((previous) => ({ ...previous, more: "error" }));
      });
  }, [list.nextCursor, list.more, query]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { typed, query, list, type, submit, loadMore, retry };
}
