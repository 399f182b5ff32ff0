import type {
  BookingErrorCode,
  enquiryErrorCodes,
  OpeningHoursLike,
  SpecialHourLike,
  waitlistErrorCodes,
} from "@tischservice/core/rules";

/** What the widget shows of a restaurant (`GET /api/restaurants/{id}`). */
export interface RestaurantInfo {
  id: string;
  name: string;
  /** Absolute URL on the API host, or null. */
  bannerUrl: string | null;
  website: string;
  address: string;
  ownerId: string;
  timeZone: string;
}

/** Opening hours and special hours, for greying out closed days; null parts were not readable. */
export interface Schedule {
  openingHours: OpeningHoursLike | null;
  specialHours: SpecialHourLike[];
}

/** One slot of `GET /api/simple-timeslots/...`. */
export interface Slot {
  time: string;
  available: boolean;
  status: string;
}

export interface SlotsAnswer {
  /** The date answered: with `firstOpen`, a closed day gives way to the next open one. */
  date: string;
  slots: Slot[];
  /** True when the restaurant is closed on that date. */
  closed: boolean;
  /**
   * The restaurant's `maxOnlinePartySize` when the party is above it and must send an enquiry instead
   * (409 `enquiry_required`, issue 20), else null.
   */
  enquiryAbove: number | null;
}

/** The booking the guest sends (`POST /api/reservation/{restaurantId}`). */
export interface BookingRequest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  reservationDate: string;
  timeSlot: string;
  specialRequests: string;
  /** The widget's language (issue 20): the guest's mails speak it. */
  language: "de" | "en";
}

export interface BookedReservation {
  id: string;
  /** `confirmed` or `pending` (awaiting the restaurant's confirmation). */
  status: string;
  /** The stay in minutes as booked (by party size, issue 20), for the calendar entry; 120 if not answered. */
  minutes: number;
}

/** A large group's enquiry (`POST /api/enquiries/{restaurantId}`); the honeypot is added when sent. */
export interface EnquiryRequest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  reservationDate: string;
  timeSlot: string;
  message: string;
  /** The widget's language: the guest's mails speak it. */
  language: "de" | "en";
}

/**
 * Every way an enquiry can end: `book-online` (409: the party may book online meanwhile), `rejected` (400,
 * with the API's field errors by request field), `failed` (network, server; may be sent again).
 */
export type EnquiryOutcome =
  | { kind: "sent" }
  | { kind: "book-online"; message: string }
  | { kind: "rejected"; message: string; fields: Record<string, string> }
  | { kind: "failed"; message: string };

/** A waitlist entry (`POST /api/waitlist/{restaurantId}`, issue 20): `from`..`to` are the acceptable start times. */
export interface WaitlistRequest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  date: string;
  from: string;
  to: string;
  /** The widget's language: the guest's mails speak it. */
  language: "de" | "en";
}

/**
 * Every way joining the waitlist can end: `waiting` (201), `slots-available` (409: a slot in the window can
 * be booked; `times` are those the API named, empty for another 409 such as `enquiry_required`), `rejected`
 * (400, field errors by request field: `from`, `to`, `customerName`, …), `failed` (network, 5xx, 429; may
 * be sent again).
 */
export type WaitlistOutcome =
  | { kind: "waiting" }
  | { kind: "slots-available"; message: string; times: string[] }
  | { kind: "rejected"; message: string; fields: Record<string, string> }
  | { kind: "failed"; message: string };

/**
 * Every way a booking can end; only `failed` may be retried (with the same idempotency key). `enquiry`: the
 * restaurant lowered its online limit meanwhile (409 `enquiry_required`).
 */
export type BookingOutcome =
  | { kind: "booked"; reservation: BookedReservation }
  | { kind: "enquiry" }
  | { kind: "slot-taken"; message: string }
  | { kind: "no-tables"; message: string }
  | { kind: "rejected"; message: string }
  | { kind: "failed"; message: string };

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string => (typeof value === "string" ? value : "");

const TIMEOUT_MS = 15_000;

const ENQUIRY_REQUIRED: (typeof enquiryErrorCodes)["enquiryRequired"] = "enquiry_required";
const SLOTS_AVAILABLE: (typeof waitlistErrorCodes)["slotsAvailable"] = "slots_available";

/** A refusal the guest can act on (not a timeout, not "too many requests": those may be tried again). */
const refused = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal !== "undefined" && "timeout" in AbortSignal
    ? AbortSignal.timeout(TIMEOUT_MS)
    : undefined;
}

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
 * The widget's only way to the network: the public Tischservice API at `base`, never with cookies
 * (`credentials: "omit"`), never to another host.
 */
export function createApiClient(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const url = (path: string) => `${base}/api/${path}`;
  const segment = encodeURIComponent;

  async function getJson(path: string): Promise<Json> {
    const response = await fetchImpl(url(path), {
      credentials: "omit",
      headers: { Accept: "application/json" },
      signal: timeoutSignal(),
    });
    const body: unknown = await response.json().catch(() => null);
    // The slots' 409 for a large group (issue 20) is an answer, not a failure.
    if (isRecord(body) && body.code === ENQUIRY_REQUIRED) return body;
    if (!response.ok || !isRecord(body) || body.success === false) {
      // Only logged (the step shows its own message); the server's text, or the status without one.
      throw new Error(text(isRecord(body) ? body.message : "") || `HTTP ${response.status}`);
    }
    return body;
  }

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
    base,

    async restaurant(id: string): Promise<RestaurantInfo> {
      const body = await getJson(`restaurants/${segment(id)}`);
      const data = isRecord(body.data) ? body.data : isRecord(body.restaurant) ? body.restaurant : {};
      const banner = text(data.bannerUrl);
      return {
        id: text(data._id) || text(data.id) || id,
        name: text(data.name),
        bannerUrl: banner ? new URL(banner, `${base}/`).href : null,
        website: text(data.website),
        address: text(data.address),
        ownerId: text(data.ownerId) || text(data.user_id),
        timeZone: text(data.timeZone) || "Europe/Berlin",
      };
    },

    /** Opening hours and special hours; a part that cannot be read is left empty (nothing greyed). */
    async schedule(restaurantId: string, ownerId: string): Promise<Schedule> {
      const [config, special] = await Promise.allSettled([
        getJson(`restaurantconfigs/${segment(restaurantId)}`),
        ownerId ? getJson(`special-hours/${segment(ownerId)}`) : Promise.reject(new Error("no owner")),
      ]);
      const configData =
        config.status === "fulfilled"
          ? isRecord(config.value.data)
            ? config.value.data
            : isRecord(config.value.config)
              ? config.value.config
              : null
          : null;
      const list = special.status === "fulfilled" ? special.value.data : null;
      return {
        openingHours: isRecord(configData?.openingHours)
          ? (configData.openingHours as OpeningHoursLike)
          : null,
        specialHours: Array.isArray(list)
          ? list.filter(
              (entry): entry is SpecialHourLike => isRecord(entry) && typeof entry.startDate === "string",
            )
          : [],
      };
    },

    /** The slots of a date; `firstOpen` asks for the next open day instead of a closed one. */
    async slots(restaurantId: string, date: string, guests: number, firstOpen = false): Promise<SlotsAnswer> {
      const body = await getJson(
        `simple-timeslots/${segment(restaurantId)}/${segment(date)}/${guests}${firstOpen ? "?firstOpen=1" : ""}`,
      );
      const slots = Array.isArray(body.timeSlots) ? body.timeSlots : [];
      return {
        date: (isRecord(body.date) && text(body.date.iso)) || date,
        closed: body.closed === true,
        enquiryAbove: body.code === ENQUIRY_REQUIRED ? Number(body.maxOnlinePartySize) : null,
        slots: slots.filter(isRecord).map((slot) => ({
          time: text(slot.time),
          available: slot.available === true,
          status: text(slot.status),
        })),
      };
    },

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
      if (code === ("slot_taken" satisfies BookingErrorCode) || status === 409)
        return { kind: "slot-taken", message };
      return { kind: refused(status) ? "rejected" : "failed", message: message || `HTTP ${status}` };
    },

    /** Sends a large group's enquiry (issue 20). Any 409 is `book_online`: the limit changed meanwhile. */
    async enquire(restaurantId: string, request: EnquiryRequest): Promise<EnquiryOutcome> {
      const outcome = await ask(`enquiries/${segment(restaurantId)}`, request);
      return outcome.kind === "ok"
        ? { kind: "sent" }
        : outcome.kind === "conflict"
          ? { kind: "book-online", message: outcome.message }
          : outcome;
    },

    /** Puts the party on the waitlist for a window of the day (issue 20). */
    async joinWaitlist(restaurantId: string, request: WaitlistRequest): Promise<WaitlistOutcome> {
      const outcome = await ask(`waitlist/${segment(restaurantId)}`, request);
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

export type ApiClient = ReturnType<typeof createApiClient>;
