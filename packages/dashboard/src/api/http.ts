import { type ApiErrorCode, errorCodeOf } from "@tischservice/core";
import { noteServerAnswered, noteServerUnreachable } from "./reachability.ts";

/**
 * A non-OK answer of the API, with the server's German message when it sent one and its machine-readable
 * `code` (what the app branches on, never the wording).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly body: unknown;
  readonly code: ApiErrorCode | null;
  constructor(status: number, serverMessage: string | null, body: unknown) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    this.code = errorCodeOf(body);
  }
}

/** The server's German message of a refusal, or `fallback` when there is none (no answer, no message). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The request never got an answer (offline, DNS, aborted) or the answer was not JSON. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NetworkError";
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call to the API on the same origin with the session cookie. Resolves with the parsed JSON body;
 * rejects with `ApiError` (HTTP status not OK) or `NetworkError` (no answer, or not JSON).
 */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // The app's own aborts (a left screen, a time limit) say nothing about the connection.
    if (!options.signal?.aborted) noteServerUnreachable();
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  noteServerAnswered();
  const text = await response.text();
  let body: unknown = null;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      if (!response.ok) throw new ApiError(response.status, null, text);
      throw new NetworkError("Ungültige Serverantwort");
    }
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(body), body);
  return body;
}
