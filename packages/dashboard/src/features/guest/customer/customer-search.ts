export const customerTabs = ["reserve", "my-reservations"] as const;
export type CustomerTab = (typeof customerTabs)[number];

export interface CustomerSearch {
  tab?: CustomerTab;
  /** The restaurant chosen on the reserve tab. */
  restaurant?: string;
}

/** `/app/customer?tab=my-reservations` or `?restaurant=<id>`; reserve is the default tab. */
export function validateCustomerSearch(search: Record<string, unknown>): CustomerSearch {
  const tab = customerTabs.find((candidate) => candidate === search.tab);
  const restaurant =
    typeof search.restaurant === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(search.restaurant)
      ? search.restaurant
      : undefined;
  return { ...(tab && tab !== "reserve" ? { tab } : {}), ...(restaurant ? { restaurant } : {}) };
}
