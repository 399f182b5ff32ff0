import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { logout } from "../../api/auth.ts";
import { forgetSignedOutUser } from "../auth/session-ended.ts";

/**
 * "Abmelden und anmelden": ends this browser's session (the server's logout, every cached answer and the
 * service worker's caches go), then the sign-in page, where the visitor signs in with the other account.
 */
export function useSignOutToLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // The cookie may already be gone; the sign-in page is what matters.
      console.warn("Abmelden fehlgeschlagen", error);
    }
    await forgetSignedOutUser(queryClient);
    await navigate({ to: "/login", replace: true });
  }, [signingOut, queryClient, navigate]);
  return { signOut, signingOut };
}
