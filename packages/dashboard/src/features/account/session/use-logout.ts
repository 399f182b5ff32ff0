import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { logout } from "../../../api/auth.ts";
import { useAppEnvironment } from "./app-environment.tsx";
import { forgetSignedOutUser } from "./session-ended.ts";

/**
 * Ends the session on the server, forgets every cached answer (the query cache and the service worker's
 * caches) and returns to the public site, or goes where `then` leads (e.g. the sign-in page).
 */
export function useLogout(then?: () => Promise<unknown>): () => Promise<void> {
  const queryClient = useQueryClient();
  const { leaveToSite } = useAppEnvironment();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The cookie may already be gone; leaving is what matters.
      console.warn("Abmelden fehlgeschlagen", error);
    }
    await forgetSignedOutUser(queryClient);
    if (then) await then();
    else leaveToSite();
  }, [queryClient, leaveToSite, then]);
}
