import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useLogout } from "../session/use-logout.ts";

/**
 * "Abmelden und anmelden": ends this browser's session (the server's logout, every cached answer and the
 * service worker's caches go), then the sign-in page, where the visitor signs in with the other account.
 */
export function useSignOutToLogin() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate({ to: "/login", replace: true }), [navigate]);
  const logout = useLogout(toLogin);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    if (signingOut) return;
    setSigningOut(true);
    await logout();
  }, [signingOut, logout]);
  return { signOut, signingOut };
}
