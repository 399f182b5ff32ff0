import createClient from "openapi-fetch";
import { answerMiddleware } from "./answer-middleware.ts";
import { NetworkError } from "./api-errors.ts";
import type { paths } from "./generated/openapi.gen.ts";
import { SentRequest, sameOriginFetch } from "./same-origin-fetch.ts";

/** A query string as `URLSearchParams` writes it, as the app has always sent it; absent values are left out. */
function searchOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The one client of the API, typed by its OpenAPI document: same origin, with the session cookie. A call
 * resolves with the answer (`dataOf`) or rejects with `ApiError` (not OK) or `NetworkError` (no answer).
 */
export const api = createClient<paths>({
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  querySerializer: searchOf,
  Request: SentRequest,
  fetch: sameOriginFetch,
});
api.use(answerMiddleware);

/** The body of an answer the client resolved with; a body that is not JSON is no usable answer. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  try {
    return (await call).data as T;
  } catch (error) {
    if (error instanceof SyntaxError) throw new NetworkError("Ungültige Serverantwort");
    throw error;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The client's calls without its path types. */
type UntypedCall = (
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<{ data?: unknown }>;

/**
 * A call by a path the caller spells out, through the same client (same answers, same errors); resolves
 * with the JSON body, or null when there is none.
 */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  // The typed client accepts only the document's paths; this door takes any path on purpose.
  const call = api.request as unknown as UntypedCall;
  const { method = "GET", ...init } = options;
  return (await dataOf(call(method, path, init))) ?? null;
}
