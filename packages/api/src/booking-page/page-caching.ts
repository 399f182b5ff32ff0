import { etag } from "hono/etag";

/**
 * The pages and the sitemap: a minute fresh, then served stale for up to ten while a cache asks again; a
 * repeated visit with the ETag gets a 304. A renamed restaurant or changed hours show within a minute.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/** A strong ETag over the answer's bytes and 304 for a matching `If-None-Match` (Hono's `etag`). */
export const pageEtag = etag();
