import { errorCodeForStatus, generalErrorCodes } from "@tischservice/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppBindings } from "../app/types.ts";
import { ApiError, messages } from "../lib/errors.ts";
import { describeError } from "../lib/safe-error.ts";

/** Every failure as `{ success: false, code, message }`, the message in German; never a stack trace. */
export function handleError(error: Error, c: Context<AppBindings>) {
  if (error instanceof ApiError) {
    return c.json(
      { success: false as const, message: error.message, ...error.extra, code: error.code },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 400
        ? messages.malformedJson
        : status === 413
          ? messages.payloadTooLarge
          : status === 415
            ? messages.unsupportedMediaType
            : status === 401
              ? messages.unauthenticated
              : messages.invalidInput;
    return c.json({ success: false as const, message, code: errorCodeForStatus(status) }, status);
  }
  // Never the failed statement's parameters (password hashes, tokens, guests' data): see describeError.
  c.var.deps?.logger.error("unhandled error", { method: c.req.method, ...describeError(error) });
  return c.json(
    { success: false as const, message: messages.internal, code: generalErrorCodes.internal },
    500,
  );
}
