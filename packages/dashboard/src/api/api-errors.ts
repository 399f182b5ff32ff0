import { type ApiErrorCode, errorCodeOf } from "@tischservice/core";

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

/** The refusal a non-OK answer stands for: its JSON body when it has one, else its text. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  if (text === "") return new ApiError(response.status, null, null);
  try {
    const body: unknown = JSON.parse(text);
    return new ApiError(response.status, messageOf(body), body);
  } catch {
    return new ApiError(response.status, null, text);
  }
}
