import type { Middleware } from "openapi-fetch";
import { apiErrorOf, NetworkError } from "./api-errors.ts";
import { noteServerAnswered, noteServerUnreachable } from "./reachability.ts";

/**
 * What every call of the client shares: any answer (even a refusal) tells that the server is reachable,
 * a non-OK answer becomes `ApiError`, and no answer becomes `NetworkError` and tells that the server is out
 * of reach.
 */
export const answerMiddleware: Middleware = {
  async onResponse({ response }) {
    noteServerAnswered();
    if (!response.ok) throw await apiErrorOf(response);
    return undefined;
  },
  onError({ request, error }) {
    // The app's own aborts (a left screen, a time limit) say nothing about the connection.
    if (!request.signal.aborted) noteServerUnreachable();
    return new NetworkError(error instanceof Error ? error.message : String(error));
  },
};
