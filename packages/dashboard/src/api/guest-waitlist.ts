import {
  DEFAULT_RESTAURANT_TIME_ZONE,
  envelopeSchema,
  type WaitlistEntry,
  waitlistEntrySchema,
  waitlistErrorCodes,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { requestRestaurantOf } from "./table-request.ts";

export interface GuestWaitlistEntry {
  entry: WaitlistEntry;
  /** The restaurant's name when the answer carries it. */
  restaurantName: string | null;
  /** The restaurant's time zone (the hold's end is its wall-clock time); Berlin when the answer has none. */
  timeZone: string;
}

const entryAnswerSchema = envelopeSchema(waitlistEntrySchema);

/** The query key of one guest's waitlist link. */
export const guestWaitlistKey = (id: string, token: string) => ["guest-waitlist", id, token] as const;

/** The entry's id and the link's token, as each of the guest's calls sends them. */
const linkParams = (id: string, token: string) => ({ params: { path: { id }, query: { token } } });

/** The entry of an answer `{ success, data: entry }`; a refusal without an entry becomes an `ApiError`. */
function entryOf(raw: unknown, status: number): WaitlistEntry {
  const answer = entryAnswerSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(status, answer.message ?? null, answer);
  return answer.data;
}

/** `GET /api/waitlist/{id}?token=`: the entry as the guest's mail link shows it (404 for a wrong token). */
export async function fetchGuestWaitlistEntry(id: string, token: string): Promise<GuestWaitlistEntry> {
  const raw = await dataOf(api.GET("/api/waitlist/{id}", linkParams(id, token)));
  const entry = entryOf(raw, 404);
  const restaurant = requestRestaurantOf(raw);
  return {
    entry,
    restaurantName: restaurant.name,
    timeZone: restaurant.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE,
  };
}

/** `POST /api/waitlist/{id}/accept?token=`: books the held table in one click; answers the booked entry. */
export async function acceptWaitlistOffer(id: string, token: string): Promise<WaitlistEntry> {
  const raw = await dataOf(api.POST("/api/waitlist/{id}/accept", linkParams(id, token)));
  // 201 `{ data: { entry, reservationId } }`: the booked entry is read like the other answers' entry.
  const data = (raw as { data?: { entry?: unknown } } | null)?.data;
  return entryOf({ ...(raw as object), data: data?.entry }, 409);
}

/** `POST /api/waitlist/{id}/decline?token=`: declines the open offer; the entry keeps waiting. */
export async function declineWaitlistOffer(id: string, token: string): Promise<WaitlistEntry> {
  return entryOf(await dataOf(api.POST("/api/waitlist/{id}/decline", linkParams(id, token))), 409);
}

/** `DELETE /api/waitlist/{id}?token=`: the guest leaves the waitlist. */
export async function leaveWaitlist(id: string, token: string): Promise<WaitlistEntry> {
  return entryOf(await dataOf(api.DELETE("/api/waitlist/{id}", linkParams(id, token))), 409);
}

/** The waitlist's refusal of an action (409 `offer_expired` or `waitlist_entry_closed`), else null. */
export function waitlistRefusalOf(error: unknown): "offerExpired" | "entryClosed" | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === waitlistErrorCodes.offerExpired) return "offerExpired";
  return code === waitlistErrorCodes.entryClosed ? "entryClosed" : null;
}
