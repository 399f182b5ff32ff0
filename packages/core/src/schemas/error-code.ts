import * as z from "zod";
import { bookingLimitErrorCodes } from "../rules/booking-limits.ts";
import {
  accountErrorCodes,
  bookingErrorCodes,
  enquiryErrorCodes,
  generalErrorCodes,
  guestBlockErrorCodes,
  guestDataErrorCodes,
  restaurantErrorCodes,
  waitlistErrorCodes,
} from "../rules/error-codes.ts";
import { guestChangeErrorCodes } from "../rules/guest-change.ts";
import { seatNowErrorCodes } from "../rules/seat-now.ts";
import { uploadQuotaErrorCodes } from "../texts/upload-quota.ts";
import { adminAccountErrorCodes } from "./admin-accounts.ts";
import { pushErrorCodes } from "./push.ts";
import { signupErrorCodes } from "./signup.ts";

/**
 * Every machine-readable `code` of an error answer `{ success: false, code, message }`, listed once:
 * clients branch on it, never on the German wording, and the OpenAPI document lists them.
 */
export const apiErrorCodes = [
  ...Object.values(generalErrorCodes),
  ...Object.values(bookingErrorCodes),
  ...Object.values(bookingLimitErrorCodes),
  ...Object.values(accountErrorCodes),
  ...Object.values(enquiryErrorCodes),
  ...Object.values(waitlistErrorCodes),
  ...Object.values(guestBlockErrorCodes),
  ...Object.values(seatNowErrorCodes),
  ...Object.values(guestChangeErrorCodes),
  ...Object.values(signupErrorCodes),
  ...Object.values(pushErrorCodes),
  ...Object.values(uploadQuotaErrorCodes),
  ...Object.values(restaurantErrorCodes),
  ...adminAccountErrorCodes,
  ...guestDataErrorCodes,
] as const;
export const apiErrorCodeSchema = z.enum(apiErrorCodes).meta({ id: "ErrorCode" });
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The `code` of an error answer's body, if it is a known one (an older server may send none). */
export function errorCodeOf(body: unknown): ApiErrorCode | null {
  if (typeof body !== "object" || body === null) return null;
  const parsed = apiErrorCodeSchema.safeParse((body as { code?: unknown }).code);
  return parsed.success ? parsed.data : null;
}
