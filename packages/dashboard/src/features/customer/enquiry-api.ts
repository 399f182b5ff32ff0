import {
  type EnquiryRequest,
  enquiryErrorCodes,
  errorEnvelopeSchema,
  type FieldError,
  maxOnlinePartySizeOf,
} from "@tischservice/core";
import { ApiError, requestJson } from "../../api/http.ts";

/** What the customer view needs of a restaurant's public configuration to choose booking or enquiry. */
export interface OnlinePartyLimit {
  maxOnlinePartySize: number;
  timeZone: string | undefined;
}

/** The query key of a restaurant's public configuration as the customer view reads it. */
export const onlinePartyLimitKey = (restaurantId: string) => ["online-party-limit", restaurantId] as const;

/** `GET /api/restaurantconfigs/{restaurantId}` (public): the largest party that books online (12 if not set). */
export async function fetchOnlinePartyLimit(restaurantId: string): Promise<OnlinePartyLimit> {
  const answer = await requestJson(`/api/restaurantconfigs/${encodeURIComponent(restaurantId)}`);
  return onlinePartyLimitOf(answer);
}

/**
 * The two fields read of the public configuration, checked by hand: importing core's config schema here
 * would share it between this view and the shell's queries, and the bundler would split it into a chunk of
 * its own that every first visit of the dashboard loads (about 0.7 kB more). Anything else reads as the
 * defaults.
 */
export function onlinePartyLimitOf(answer: unknown): OnlinePartyLimit {
  const data = (answer as { data?: unknown } | null)?.data;
  const fields = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const max = fields.maxOnlinePartySize;
  const timeZone = fields.timeZone;
  return {
    maxOnlinePartySize: maxOnlinePartySizeOf({
      maxOnlinePartySize: typeof max === "number" && Number.isInteger(max) && max >= 1 ? max : null,
    }),
    timeZone: typeof timeZone === "string" && timeZone !== "" ? timeZone : undefined,
  };
}

export type EnquiryBody = Omit<EnquiryRequest, "website">;

/** `POST /api/enquiries/{restaurantId}`: a large group's enquiry; resolves with the server's message. */
export async function sendEnquiry(restaurantId: string, body: EnquiryBody): Promise<string> {
  const answer = await requestJson(`/api/enquiries/${encodeURIComponent(restaurantId)}`, {
    method: "POST",
    body,
  });
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "";
}

/** The per-field problems of a 400 answer (`errors: [{ path, message }]`), empty for anything else. */
export function enquiryFieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  return envelope.success ? (envelope.data.errors ?? []) : [];
}

/** A 409 `book_online` answer (the restaurant raised its limit meanwhile): its message and the new limit. */
export function bookOnlineAnswerOf(error: unknown): { message: string; max: number | null } | null {
  if (!(error instanceof ApiError) || error.code !== enquiryErrorCodes.bookOnline) return null;
  const max = (error.body as { maxOnlinePartySize?: unknown } | null)?.maxOnlinePartySize;
  return {
    message: error.serverMessage ?? "",
    max: typeof max === "number" && Number.isInteger(max) ? max : null,
  };
}
