export const adminTabs = ["users", "restaurants", "analytics"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `/app/admin?tab=restaurants`; the users tab is the default and unreadable values are dropped. */
export function validateAdminSearch(search: Record<string, unknown>): { tab?: AdminTab } {
  const tab = adminTabs.find((candidate) => candidate === search.tab);
  return tab && tab !== "users" ? { tab } : {};
}
