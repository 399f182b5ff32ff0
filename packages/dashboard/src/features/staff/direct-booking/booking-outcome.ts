import {
  type ApiErrorCode,
  bookingErrorCodes,
  directBookingConnectionError,
  directBookingFailureMessage,
  directBookingHttpError,
} from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";

export interface BookingFailure {
  message: string;
  /** The slot is gone: back to the slot list after 3 s; otherwise the flow resets after 5 s. */
  slotGone: boolean;
}

/** The codes that mean the chosen slot cannot be booked (any more): back to the slot list. */
const slotGoneCodes: ReadonlySet<ApiErrorCode> = new Set([
  bookingErrorCodes.slotTaken,
  bookingErrorCodes.noFittingTables,
  bookingErrorCodes.closed,
  bookingErrorCodes.slotPast,
  bookingErrorCodes.slotNotOffered,
]);

/** The German message after a failed direct booking; whether the slot is gone, by the answer's code. */
export function bookingFailure(error: unknown): BookingFailure {
  if (error instanceof ApiError) {
    const message = error.serverMessage
      ? directBookingFailureMessage(error.serverMessage)
      : directBookingHttpError(error.status);
    return {
      message,
      slotGone: error.code ? slotGoneCodes.has(error.code) : error.status === 409,
    };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { message: directBookingConnectionError(text), slotGone: false };
}

/** A fresh key per attempt; a retried request with it never books twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
