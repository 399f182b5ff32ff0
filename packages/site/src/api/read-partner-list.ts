import type { Restaurant } from "@tischservice/core/schemas";

/**
 * Reads `GET /api/restaurants` the way core's `restaurantListResponseSchema` does, without zod: the
 * partner list is fetched on every visit of the landing page, and zod with core's schemas would add
 * about 25 kB gzip and their parsing to that first load. Same lenient envelope (a bare array, or the
 * list under `data` or `restaurants`), same fields (`id` read as `_id`, `user_id` as `ownerId`, ids as
 * strings, optional texts string or null, unknown keys dropped), and the same refusals: a wrong type
 * throws. `read-partner-list.test.ts` holds it to the schema's results case by case.
 */
export function readPartnerList(raw: unknown): Restaurant[] {
  const envelope = listEnvelope(raw);
  if (envelope.success !== undefined && typeof envelope.success !== "boolean") refuse("success");
  if (envelope.message !== undefined && typeof envelope.message !== "string") refuse("message");
  if (!Array.isArray(envelope.data)) refuse("data");
  return envelope.data.map(readRestaurant);
}

/** One page of the list: its restaurants and where the next page starts (null: this was the last). */
export interface PartnerPage {
  partners: Restaurant[];
  nextCursor: string | null;
}

/**
 * Reads a page of `GET /api/restaurants?limit=…` like `readPartnerList`, with its `nextCursor` (a string,
 * or null or absent on the last page; an answer without it, the whole list, is the only page).
 */
export function readPartnerPage(raw: unknown): PartnerPage {
  const partners = readPartnerList(raw);
  const cursor = isRecord(raw) ? raw.nextCursor : undefined;
  if (cursor !== undefined && cursor !== null && typeof cursor !== "string") refuse("nextCursor");
  return { partners, nextCursor: cursor === undefined || cursor === "" ? null : cursor };
}

const optionalTexts = [
  "address",
  "cuisine",
  "description",
  "phone",
  "email",
  "website",
  "bannerUrl",
  "bannerImage",
] as const;
const optionalFlags = ["isDemo", "listed"] as const;

type Fields = Record<string, unknown>;

function refuse(field: string): never {
  throw new Error(`Antwort von /api/restaurants: ${field} ist ungültig`);
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function listEnvelope(raw: unknown): Fields {
  if (Array.isArray(raw)) return { data: raw };
  if (!isRecord(raw)) refuse("die Antwort");
  if (raw.data !== undefined) return raw;
  if (raw.restaurants !== undefined) return { ...raw, data: raw.restaurants };
  return { ...raw, data: [] };
}

/** core's `renameKeys`: the new key wins when both are given; the old one is dropped. */
const renamed = (item: Fields, from: string, to: string): unknown =>
  item[to] !== undefined ? item[to] : item[from];

function entityId(value: unknown, field: string): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  return refuse(field);
}

function readRestaurant(item: unknown): Restaurant {
  if (!isRecord(item)) refuse("ein Restaurant");
  if (typeof item.name !== "string") refuse("name");
  const restaurant: Fields = { _id: entityId(renamed(item, "id", "_id"), "_id"), name: item.name };
  for (const key of optionalTexts) {
    const value = item[key];
    if (value !== undefined && value !== null && typeof value !== "string") refuse(key);
    if (key in item) restaurant[key] = value;
  }
  const ownerId = renamed(item, "user_id", "ownerId");
  if (ownerId !== undefined) restaurant.ownerId = ownerId === null ? null : entityId(ownerId, "ownerId");
  if (item.tables !== undefined) {
    if (!Array.isArray(item.tables)) refuse("tables");
    restaurant.tables = item.tables;
  }
  for (const key of optionalFlags) {
    const value = item[key];
    if (value !== undefined && typeof value !== "boolean") refuse(key);
    if (value !== undefined) restaurant[key] = value;
  }
  return restaurant as Restaurant;
}
