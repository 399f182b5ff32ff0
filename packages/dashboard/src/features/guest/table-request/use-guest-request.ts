import { useQuery } from "@tanstack/react-query";

/**
 * A guest's request through the link in their mails (token, no sign-in). The guest's link has no live
 * stream (as the reservation's manage page), so it loads again whenever the tab comes back into focus; a
 * refused link is final, so there is no retry.
 */
export function useGuestRequest<T>(queryKey: readonly unknown[], fetch: () => Promise<T>) {
  return useQuery({ queryKey, queryFn: fetch, retry: false, refetchOnWindowFocus: "always" });
}
