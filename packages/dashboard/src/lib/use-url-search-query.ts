import { useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

export interface UrlSearchQuery {
  /** What the search box shows: what was typed, at once. */
  query: string;
  /** The URL's query once typing has rested for the delay: what the list asks the server for. */
  settled: string;
  /** Takes what was typed: shows it and writes it to the URL (a blank query leaves the URL without one). */
  onQueryChange: (value: string) => void;
  /** Empties the box; the caller clears the URL together with its other filters. */
  clearQuery: () => void;
}

/**
 * A list's search box whose query lives in the URL (`?q=`): the box follows typing at once, the URL follows
 * the box, and the server is asked only once typing rests, so a search costs one request, not one a key.
 */
export function useUrlSearchQuery(
  urlQuery: string | undefined,
  delayMs: number,
  writeUrl: (q: string | undefined) => void,
): UrlSearchQuery {
  const [query, setQuery] = useState(urlQuery ?? "");
  const settled = useDebouncedValue(urlQuery ?? "", delayMs);
  return {
    query,
    settled,
    onQueryChange: (value) => {
      setQuery(value);
      writeUrl(value.trim() === "" ? undefined : value);
    },
    clearQuery: () => setQuery(""),
  };
}
