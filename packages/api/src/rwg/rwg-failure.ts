import { ApiError } from "../lib/errors.ts";
import type { BookingFailure, FailureCause } from "./rwg-wire.ts";

/** A business refusal in v3's form: answered with HTTP 200, never as a server error. */
export const failure = (cause: FailureCause, description: string): { booking_failure: BookingFailure } => ({
  booking_failure: { cause, description },
});

/**
 * The booking path's refusals (409 slot taken, pacing, horizon, party above the online limit; 404/403
 * restaurant not taking requests) as `SLOT_UNAVAILABLE` with the refusal's machine code; anything else is
 * a real error and thrown on.
 */
export function refusalAsFailure(error: unknown) {
  if (error instanceof ApiError && [403, 404, 409].includes(error.status)) {
    return failure("SLOT_UNAVAILABLE", error.code);
  }
  throw error;
}
