import { listPageTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import type { ListPaging } from "./use-list-pages.ts";

export interface ListMoreProps {
  /** Entries on screen. */
  shown: number;
  /** Matches in all, when the server counted them. */
  total: number | null;
  paging: ListPaging;
}

/** The end of a paged list: how many of how many are shown, and "Mehr laden" while the server has more. */
export function ListMore({ shown, total, paging }: ListMoreProps) {
  const { hasMore, loadingMore, loadMore } = paging;
  if (!hasMore && total === null) return null;
  return (
    <div data-slot="list-more" className="flex flex-wrap items-center justify-center gap-3 py-2">
      {total !== null ? (
        <p className="m-0 text-sm text-muted-foreground" aria-live="polite">
          {listPageTexts.shownOf(shown, total)}
        </p>
      ) : null}
      {hasMore ? (
        <Button
          variant="outline"
          size="sm"
          loading={loadingMore}
          loadingText={listPageTexts.loadingMore}
          onClick={loadMore}
        >
          {listPageTexts.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
