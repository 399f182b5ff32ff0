import { useRouterState } from "@tanstack/react-router";
import { useState } from "react";

/**
 * The address to come back to after signing in, read once when the guarded page mounts (while the
 * redirect to the login is under way the router's location already points there).
 */
export function useReturnTarget(): string | undefined {
  const href = useRouterState({ select: (state) => state.location.href });
  const [target] = useState(() => (href === "/" || href.startsWith("/login") ? undefined : href));
  return target;
}
