import { type ApiErrorCode, apiErrorTexts, errorCodeForStatus } from "@tischservice/core";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** What an error answer carries beside `success` and `message`: its `code` and any further fields. */
export type ApiErrorExtra = { code?: ApiErrorCode } & Record<string, unknown>;

/**
 * An error with the HTTP status, German message and machine-readable `code` the client sees; thrown from
 * handlers. Without a code of its own it carries its status's general one (`not_found`, `conflict`, ...).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    { code, ...extra }: ApiErrorExtra = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code ?? errorCodeForStatus(status);
    this.extra = extra;
  }
}

/** The API's general refusals: core's catalogue, the one source of every text the API answers. */
export const messages = apiErrorTexts;

export const unauthenticated = () => new ApiError(401, messages.unauthenticated);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, message);
export const conflict = (message: string, extra?: ApiErrorExtra) => new ApiError(409, message, extra);
export const badRequest = (message: string, extra?: ApiErrorExtra) => new ApiError(400, message, extra);
/** 429 with the general text (or the one given) and `code: "rate_limited"`. */
export const tooManyRequests = (message: string = messages.tooManyRequests) => new ApiError(429, message);
