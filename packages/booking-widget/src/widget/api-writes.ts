import type {
  BookingErrorCode,
  BookingLimitErrorCode,
  guestBlockErrorCodes,
  waitlistErrorCodes,
} from "@tischservice/core/rules";
import {
  type BookingOutcome,
  type BookingRequest,
  ENQUIRY_REQUIRED,
  type EnquiryOutcome,
  type EnquiryRequest,
  isRecord,
  type Json,
  refused,
  text,
  timeoutSignal,
  type WaitlistOutcome,
  type WaitlistRequest,
} from "./api.ts";

const SLOTS_AVAILABLE: (typeof waitlistErrorCodes)["slotsAvailable"] = "slots_available";

/**
 * The restaurant's own "no" to an online booking: not a failure of the guest or the network, so the widget
 * says it calmly and points to the phone. Typed by core's codes; core's objects would ship all of them.
 */
const REFUSALS: readonly (
  | BookingLimitErrorCode
  | (typeof guestBlockErrorCodes)["onlineBookingUnavailable"]
)[] = [
  "online_booking_unavailable",
  "beyond_horizon",
  "same_day_closed",
  "pacing_full",
  "online_capacity_reached",
];

/**
 * A fresh idempotency key: 128 random bits as hex (`crypto.randomUUID` exists only in secure contexts,
 * and restaurant sites are not always served over https).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * What a guest sends to the public API at `base` (never with cookies, never to another host): a booking,
 * an enquiry, a waitlist entry. Loaded with the later steps (later-steps.ts), not before the slots.
 */
export function createWriteClient(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const url = (path: string) => `${base}/api/${path}`;
  const segment = encodeURIComponent;

  /** Posts JSON with the honeypot `website` left empty: the answer's status and body, or the network's error. */
  async function post(
    path: string,
    payload: object,
    headers?: Record<string, string>,
  ): Promise<{ status: number; ok: boolean; body: Json } | Error> {
    try {
      const response = await fetchImpl(url(path), {
        method: "POST",
        credentials: "omit",
        headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ ...payload, website: "" }),
        signal: timeoutSignal(),
      });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, ok: response.ok, body: isRecord(body) ? body : {} };
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * Sends a guest's request (an enquiry, a waitlist entry): accepted, a 409 (with its body), refused (400
   * and other 4xx, with the API's field errors by request field) or failed (network, server, 408, 429).
   */
  async function ask(
    path: string,
    payload: object,
  ): Promise<
    | { kind: "ok" }
    | { kind: "conflict"; message: string; body: Json }
    | { kind: "rejected"; message: string; fields: Record<string, string> }
    | { kind: "failed"; message: string }
  > {
    const answer = await post(path, payload);
    if (answer instanceof Error) return { kind: "failed", message: answer.message };
    const { status, body } = answer;
    const message = text(body.message) || `HTTP ${status}`;
    if (answer.ok && body.success !== false) return { kind: "ok" };
    if (status === 409) return { kind: "conflict", message, body };
    if (!refused(status)) return { kind: "failed", message };
    const fields: Record<string, string> = {};
    for (const error of Array.isArray(body.errors) ? body.errors : [])
      if (isRecord(error)) fields[text(error.path)] ||= text(error.message);
    return { kind: "rejected", message, fields };
  }

  return {
    /** Sends the booking. The same `idempotencyKey` on a retry never books twice. */
    async book(
      restaurantId: string,
      request: BookingRequest,
      idempotencyKey: string,
    ): Promise<BookingOutcome> {
      const answer = await post(`reservation/${segment(restaurantId)}`, request, {
        "Idempotency-Key": idempotencyKey,
      });
      if (answer instanceof Error) return { kind: "failed", message: answer.message };
      const { status, body } = answer;
      const message = text(body.message);
      const data = isRecord(body.data) ? body.data : null;
      if (answer.ok && body.success !== false && data) {
        return {
          kind: "booked",
          reservation: {
            id: text(data._id) || text(data.id),
            reference: text(data.reference),
            status: text(data.status) || "pending",
            minutes: (Date.parse(text(data.endsAt)) - Date.parse(text(data.startsAt))) / 6e4 || 120,
          },
        };
      }
      // The answer's machine-readable code, never its wording; any other 409 also means "pick another slot".
      // Literals typed by core's list (not its object, which would ship every code in widget.js).
      const code = body.code;
      if (code === ("no_fitting_tables" satisfies BookingErrorCode)) return { kind: "no-tables", message };
      if (code === ENQUIRY_REQUIRED) return { kind: "enquiry" };
      if (REFUSALS.some((known) => known === code)) return { kind: "refused", code: text(code), message };
      // A taken slot is said in the widget's language; any other 409 carries its reason as the API gives it.
      if (code === ("slot_taken" satisfies BookingErrorCode)) return { kind: "slot-taken", message: "" };
      if (status === 409) return { kind: "slot-taken", message };
      return { kind: refused(status) ? "rejected" : "failed", message: message || `HTTP ${status}` };
    },

    /** Sends a large group's enquiry. Any 409 is `book_online`: the limit changed meanwhile. */
    async enquire(restaurantId: string, request: EnquiryRequest): Promise<EnquiryOutcome> {
      const outcome = await ask(`restaurants/${segment(restaurantId)}/enquiries`, request);
      return outcome.kind === "ok"
        ? { kind: "sent" }
        : outcome.kind === "conflict"
          ? { kind: "book-online", message: outcome.message }
          : outcome;
    },

    /** Puts the party on the waitlist for a window of the day. */
    async joinWaitlist(restaurantId: string, request: WaitlistRequest): Promise<WaitlistOutcome> {
      const outcome = await ask(`restaurants/${segment(restaurantId)}/waitlist`, request);
      if (outcome.kind === "ok") return { kind: "waiting" };
      if (outcome.kind !== "conflict") return outcome;
      const times = outcome.body.code === SLOTS_AVAILABLE ? outcome.body.times : null;
      return {
        kind: "slots-available",
        message: outcome.message,
        times: Array.isArray(times) ? times.filter((time): time is string => typeof time === "string") : [],
      };
    },
  };
}

export type WriteClient = ReturnType<typeof createWriteClient>;
