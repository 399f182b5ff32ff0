import { useQuery } from "@tanstack/react-query";
import { MENU_SYNC_INTERVAL_MS } from "@tischservice/core";
import { menuQueryOptions } from "../../../api/menu.ts";
import { usePollInterval } from "../live/live-status.tsx";

/**
 * The restaurant's menu (the owner's, also for sub-users). Menu events keep it current; while the event
 * stream is down it is re-read every 5 s, so open order dialogs see new items.
 */
export function useMenu(restaurantId: string) {
  return useQuery({
    ...menuQueryOptions(restaurantId),
    refetchInterval: usePollInterval(MENU_SYNC_INTERVAL_MS),
  });
}
