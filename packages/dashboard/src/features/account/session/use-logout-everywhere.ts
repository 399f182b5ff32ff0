import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { logoutEverywhere } from "../../../api/auth.ts";
import { forgetSignedOutUser, isSessionEnded } from "./session-ended.ts";

/**
 * "Überall abmelden": ends every session of the account on the server, forgets every cached answer (the
 * query cache and the service worker's caches) and goes to the sign-in. A 401 means the session had
 * already ended: the same outcome. Other failures reject (the caller shows them) and leave the tab signed in.
 */
export function useLogoutEverywhere(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logoutEverywhere();
    } catch (error) {
      if (!isSessionEnded(error)) throw error;
    }
    await forgetSignedOutUser(queryClient);
    await navigate({ to: "/login" });
  }, [queryClient, navigate]);
}
