import createClient from "openapi-fetch";
import { answerMiddleware } from "./answer-middleware.ts";
import { NetworkError } from "./api-errors.ts";
import type { paths } from "./generated/openapi.gen.ts";

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
  // The global `fetch` looked up at each call, not when this module loads: a stand-in installed later (the
  // tests' stubs) sees every call.
  fetch: (request) => fetch(request),
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
