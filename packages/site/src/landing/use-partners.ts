import type { Restaurant } from "@tischservice/core/schemas";
import { useEffect, useState } from "react";

/** The partner list as the landing page knows it: asked for, answered (maybe empty), or failed. */
export type PartnersState =
  | { status: "loading" }
  | {
      status: "ready";
      partners: readonly Restaurant[];
      /** The server has more partners than the section shows: it links to the directory. */
      more?: boolean;
    }
  | { status: "error" };

/**
 * The live partner list (`GET /api/restaurants?limit=6`: the restaurants the admin has not hidden, the
 * first six, and whether there are more). The prerendered page and the first client render show the
 * loading state, so no name is ever invented or flashed; the answer replaces it after hydration.
 */
export function usePartners(): PartnersState {
  const [state, setState] = useState<PartnersState>({ status: "loading" });
  useEffect(() => {
    // A section gone before the API module arrived must not ask at all: aborting covers both the
    // import still pending and a request already on its way.
    const controller = new AbortController();
    const { signal } = controller;
    import("../api/partners-api.ts")
      .then((api) => {
        signal.throwIfAborted();
        return api.fetchPartners(signal);
      })
      .then(({ partners, more }) => {
        if (!signal.aborted) setState({ status: "ready", partners, more });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn("Partner-Restaurants konnten nicht geladen werden", error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, []);
  return state;
}
