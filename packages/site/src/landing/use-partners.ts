import type { Restaurant } from "@tischservice/core/schemas";
import { useEffect, useState } from "react";

/**
 * The partner list: the build-time entries first, then the live `GET /api/restaurants` answer. When the
 * request fails, the build-time entries stay (the spec's "demo entries" fallback, section 8).
 */
export function usePartners(
  initial: readonly Restaurant[],
  refresh: boolean,
): { partners: readonly Restaurant[]; live: boolean } {
  const [state, setState] = useState({ partners: initial, live: false });
  useEffect(() => {
    if (!refresh) return;
    let cancelled = false;
    import("../api/partners-api.ts")
      .then((api) => api.fetchPartners())
      .then((live) => {
        if (!cancelled) setState({ partners: live, live: true });
      })
      .catch((error: unknown) => console.warn("Partner-Restaurants konnten nicht geladen werden", error));
    return () => {
      cancelled = true;
    };
  }, [refresh]);
  return state;
}
