import { LIST_SEARCH_MAX_LENGTH } from "@tischservice/core";

export const adminTabs = ["users", "restaurants", "analytics"] as const;
export type AdminTab = (typeof adminTabs)[number];

export interface AdminSearch {
  tab?: AdminTab;
  /** The open list's search (users: name or e-mail; restaurants: name, address or cuisine). */
  q?: string;
}

/**
 * `/app/admin?tab=restaurants&q=berlin`; the users tab is the default, an empty search is none, and
 * unreadable values are dropped (a search longer than the server accepts is cut).
 */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const tab = adminTabs.find((candidate) => candidate === search.tab);
  const q = typeof search.q === "string" ? search.q.trim().slice(0, LIST_SEARCH_MAX_LENGTH) : "";
  return { ...(tab && tab !== "users" ? { tab } : {}), ...(q ? { q } : {}) };
}
