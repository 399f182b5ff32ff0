import type { Restaurant } from "@tischservice/core/schemas";
import { useEffect, useState } from "react";
import { askPartnersApi } from "../api/ask-partners-api.ts";

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
    // Aborting covers both the API module still loading and a request already on its way.
    const controller = new AbortController();
    const { signal } = controller;
    askPartnersApi(signal, (api) => api.fetchPartners(signal))
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
