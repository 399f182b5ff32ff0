import { keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/** One answer of a paged list (core's page schemas). */
export interface ListPage<T> {
  data: T[];
  nextCursor: string | null;
  total: number | null;
}

/** Whether the server has further pages, and how to ask for the next one. */
export interface ListPaging {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface ListPages<T> extends ListPaging {
  /** The loaded pages' entries, in the list's order. */
  items: readonly T[];
  /** How many match in all, when the server counted them (first page); null otherwise. */
  total: number | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * A list read from the server a page at a time: the first page at once, each further one on `loadMore`.
 * `queryKey` names the list and its search; the previous search's entries stay on screen while another
 * search loads, so the list does not blank out.
 */
export function useListPages<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<T>>,
  options: { enabled?: boolean } = {},
): ListPages<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return {
    items,
    total: data?.pages[0]?.total ?? null,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
    refetch: () => void refetch(),
  };
}
