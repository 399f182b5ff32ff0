import type { Restaurant, User } from "@tischservice/core";
import { fetchRestaurantPage, fetchUserPage } from "../../api/list-pages.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type ListPages, useListPages } from "../shared/lists/use-list-pages.ts";

/** "Benutzerverwaltung": the accounts matching the search, a page at a time. */
export function useAdminUserPages(q: string): ListPages<User> {
  return useListPages(queryKeys.adminUserPages(q), (cursor, signal) => fetchUserPage({ q, cursor }, signal));
}

/** "Restaurant-Übersicht": every restaurant matching the search (hidden ones too), a page at a time. */
export function useAdminRestaurantPages(q: string): ListPages<Restaurant> {
  return useListPages(queryKeys.adminRestaurantPages(q), (cursor, signal) =>
    fetchRestaurantPage({ q, cursor }, signal),
  );
}
