import type { Restaurant } from "@tischservice/core/schemas";
import { useEffect, useState } from "react";

/** The partner list as the landing page knows it: asked for, answered (maybe empty), or failed. */
export type PartnersState =
  | { status: "loading" }
  | { status: "ready"; partners: readonly Restaurant[] }
  | { status: "error" };

/**
 * The live partner list (`GET /api/restaurants`: the restaurants the admin has not hidden, at most six).
 * The prerendered page and the first client render show the loading state, so no name is ever invented
 * or flashed; the answer replaces it after hydration.
 */
export function usePartners(): PartnersState {
  const [state, setState] = useState<PartnersState>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    import("../api/partners-api.ts")
      .then((api) => api.fetchPartners())
      .then((partners) => {
        if (!cancelled) setState({ status: "ready", partners });
      })
      .catch((error: unknown) => {
        console.warn("Partner-Restaurants konnten nicht geladen werden", error);
        if (!cancelled) setState({ status: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
