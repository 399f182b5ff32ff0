import { PARTNER_LIST_MAX } from "@tischservice/core/rules";
import type { Restaurant } from "@tischservice/core/schemas";
import { fetchJson } from "./fetch-json.ts";
import { type PartnerPage, readPartnerPage } from "./read-partner-list.ts";

/** The landing page's partners: at most the first six, and whether the server has more after them. */
export interface PartnerPreview {
  partners: Restaurant[];
  more: boolean;
}

/** The partner list as the landing page shows it: at most the first six restaurants. */
export function toPartnerPreview(raw: unknown): PartnerPreview {
  const page = readPartnerPage(raw);
  return {
    partners: page.partners.slice(0, PARTNER_LIST_MAX),
    more: page.nextCursor !== null || page.partners.length > PARTNER_LIST_MAX,
  };
}

/**
 * `GET /api/restaurants?limit=6`: only the first page, however many partners there are; read leniently
 * (`data` or `restaurants`); throws when the request fails.
 */
export async function fetchPartners(signal?: AbortSignal): Promise<PartnerPreview> {
  return toPartnerPreview(await fetchJson(`/api/restaurants?limit=${PARTNER_LIST_MAX}`, { signal }));
}

export interface PartnerPageRequest {
  /** The visitor's search (name, address or cuisine); empty lists every partner. */
  q: string;
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor?: string | undefined;
  limit: number;
  signal?: AbortSignal | undefined;
}

/** One page of the partner directory (`GET /api/restaurants?limit=&q=&cursor=`); throws when it fails. */
export async function fetchPartnerPage({
  q,
  cursor,
  limit,
  signal,
}: PartnerPageRequest): Promise<PartnerPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q !== "") params.set("q", q);
  if (cursor !== undefined) params.set("cursor", cursor);
  return readPartnerPage(await fetchJson(`/api/restaurants?${params}`, { signal }));
}
