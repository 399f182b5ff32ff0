import type { ReactNode } from "react";
import { ListMore } from "../shared/lists/list-more.tsx";
import { ListSearch } from "../shared/lists/list-search.tsx";
import type { ListPages } from "../shared/lists/use-list-pages.ts";
import { LoadState } from "./load-state.tsx";

/** What the panel shows of a paged list's state (a `ListPages` will do). */
export type AdminListState = Pick<
  ListPages<unknown>,
  "isPending" | "isError" | "refetch" | "total" | "hasMore" | "loadingMore" | "loadMore"
> & { shown: number };

export interface AdminListPanelProps {
  title: string;
  /** Beside the title (e.g. "Neuen Benutzer hinzufügen"). */
  actions?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** The search the list shows. */
  search: string;
  onSearch: (search: string) => void;
  list: AdminListState;
  /** The list itself (its own empty state included). */
  children: ReactNode;
}

/**
 * One of the admin's lists as the server pages it: title, search, the loaded entries (spinner while the
 * first page loads, the load error with "Erneut versuchen"), then how many of how many and "Mehr laden".
 */
export function AdminListPanel({
  title,
  actions,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  list,
  children,
}: AdminListPanelProps) {
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{title}</h2>
        {actions}
      </div>
      <ListSearch label={searchLabel} placeholder={searchPlaceholder} value={search} onSearch={onSearch} />
      <LoadState loading={list.isPending} error={list.isError} onRetry={list.refetch}>
        {children}
        <ListMore shown={list.shown} total={list.total} paging={list} />
      </LoadState>
    </section>
  );
}
