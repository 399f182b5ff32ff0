import { PARTNER_LIST_MAX } from "@tischservice/core/rules";
import type { Restaurant } from "@tischservice/core/schemas";
import { fetchJson } from "./fetch-json.ts";
import { readPartnerList } from "./read-partner-list.ts";

/** The partner list as the landing page shows it: at most the first six restaurants. */
export function toPartnerList(raw: unknown): Restaurant[] {
  return readPartnerList(raw).slice(0, PARTNER_LIST_MAX);
}

/**
 * `GET /api/restaurants?limit=6`: only the first page, however many partners there are; read leniently
 * (`data` or `restaurants`); throws when the request fails.
 */
export async function fetchPartners(signal?: AbortSignal): Promise<Restaurant[]> {
  return toPartnerList(await fetchJson(`/api/restaurants?limit=${PARTNER_LIST_MAX}`, { signal }));
}
