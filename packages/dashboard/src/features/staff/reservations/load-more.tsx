import { reservationPageTexts } from "@tischservice/core";
import { Button, Spinner } from "@tischservice/ui";
import { useEffect, useRef } from "react";

export interface LoadMoreProps {
  /** Whether the server has further rows. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /**
   * The rows shown so far, when the next page should load by itself as this comes into view; left out
   * where the list scrolls in a box of its own and asks for more itself (the windowed list).
   */
  autoAfter?: number;
}

/**
 * The end of a paged list: the next page loads by itself when this comes into view, and by the button
 * for keyboards and screen readers; while it loads, a spinner says so.
 */
export function LoadMore({ hasMore, loading, onLoadMore, autoAfter }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const element = ref.current;
    // Watched again after every page: a list still shorter than the screen goes on loading.
    if (!element || !hasMore || autoAfter === undefined || typeof IntersectionObserver === "undefined")
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, autoAfter]);
  if (!hasMore && !loading) return null;
  return (
    <div ref={ref} data-slot="load-more" className="flex justify-center py-3">
      {loading ? (
        <Spinner label={reservationPageTexts.loadingMore} />
      ) : (
        <Button variant="outline" size="sm" onClick={onLoadMore}>
          {reservationPageTexts.loadMore}
        </Button>
      )}
    </div>
  );
}
