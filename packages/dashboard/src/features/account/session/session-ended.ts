import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { tellServiceWorker } from "../../../lib/register-service-worker.ts";

/** The server no longer knows the session: signed out everywhere, the account deactivated or deleted, expired. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * After a 401 from any call of a signed-in tab: the cached profile goes, so that the area's gate sends the
 * tab to the sign-in (and back to this page afterwards) instead of showing lists that fail to load.
 */
export function forgetEndedSession(queryClient: QueryClient, error: unknown): void {
  if (!isSessionEnded(error)) return;
  if (queryClient.getQueryData(queryKeys.me)) queryClient.setQueryData(queryKeys.me, null);
}

/**
 * After signing out (here or everywhere): the service worker drops its caches, every cached answer goes
 * and no profile is left, so nothing of this user stays in the tab.
 */
export async function forgetSignedOutUser(queryClient: QueryClient): Promise<void> {
  await tellServiceWorker({ type: "signed-out" });
  queryClient.clear();
  queryClient.setQueryData(queryKeys.me, null);
}
