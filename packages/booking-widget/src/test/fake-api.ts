import { type FreeTime, findNextFreeTimes, nextOpenDate } from "@tischservice/core/rules";
/**
 * A fake Tischservice API for tests and stories: answers the widget's calls in the real API's answer shapes and
 * records every request. Not part of the published package.
 */
export interface FakeRequest {
  method: string;
  path: string;
  /** The query string, e.g. `?firstOpen=1`, or "". */
  query: string;
  headers: Headers;
  body: unknown;
}

export interface FakeApiOptions {
  /** Answers to `POST /api/reservation/...`, in order; the last one repeats. */
  bookings?: Array<{ status: number; body: unknown } | "offline">;
  /** Slots per date (`YYYY-MM-DD`); other dates get the default list. */
  slots?: Record<string, Array<{ time: string; available: boolean; status: string }>>;
  closedDates?: string[];
  /** Parties above it get the slots' 409 `enquiry_required`, like the API (default 12). */
  maxOnlinePartySize?: number;
  /** Answers to `POST /api/restaurants/{id}/enquiries`, in order; the last one repeats (default 201). */
  enquiries?: Array<{ status: number; body: unknown } | "offline">;
  /** Restaurants whose every open day is fully booked (every slot unavailable): the waitlist's case. */
  fullyBooked?: string[];
  /**
   * Answers to `POST /api/restaurants/{id}/waitlist`, in order; the last one repeats (default 201). Before them, like the
   * API: 409 `slots_available` when a slot of that day in the window is available, 400 when `to` is not after `from`.
   */
  waitlist?: Array<{ status: number; body: unknown } | "offline">;
  /**
   * The answer to `GET /api/restaurants/{id}/next-free-times`: these times, a network failure, or no answer
   * ever (still loading). By default, like the API, each open day's first available slot from `from` on.
   */
  freeTimes?: FreeTime[] | "offline" | "pending";
  /**
   * The restaurant's today, said in every slots answer like the API; with `firstOpen` an earlier date is
   * answered with it. Not said when unset (an older API).
   */
  today?: string;
  /** The restaurant's phone (default "089 1234567"; "" for none). */
  phone?: string;
}

export const defaultSlots = [
  { time: "18:00", available: true, status: "Verfügbar" },
  { time: "18:30", available: false, status: "Ausgebucht" },
  { time: "19:00", available: true, status: "Verfügbar" },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export function createFakeApi(options: FakeApiOptions = {}) {
  const requests: FakeRequest[] = [];
  let bookingIndex = 0;
  let enquiryIndex = 0;
  let waitlistIndex = 0;
  /** The slots of a restaurant's open day (read per request: a test may change them meanwhile). */
  const slotsOf = (restaurant: string, date: string) =>
    options.fullyBooked?.includes(restaurant)
      ? defaultSlots.map((slot) => ({ ...slot, available: false, status: "Ausgebucht" }))
      : (options.slots?.[date] ?? defaultSlots);
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({
      method,
      path: url.pathname,
      query: url.search,
      headers: new Headers(init.headers),
      body,
    });
    const parts = url.pathname.split("/").filter(Boolean);
    // A restaurant's own paths: `/api/restaurants/{id}/config`, `/special-hours`, `/enquiries`, `/waitlist`.
    const own = parts[1] === "restaurants" ? parts[3] : undefined;
    if (parts[1] === "restaurants" && own === undefined) {
      const restaurant = {
        _id: parts[2],
        name: "Trattoria Demo",
        address: "Schillerstraße 12, 80336 München",
        phone: options.phone ?? "089 1234567",
        website: "www.trattoria.example",
        bannerUrl: null,
        ownerId: "owner-1",
        timeZone: "Europe/Berlin",
      };
      return json(200, { success: true, data: restaurant, restaurant });
    }
    if (own === "config") {
      const day = { isOpen: true, openTime: "17:00", closeTime: "23:00" };
      const openingHours = {
        monday: { isOpen: false },
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: day,
        sunday: day,
      };
      return json(200, { success: true, data: { openingHours, reservationDuration: 120 } });
    }
    if (own === "special-hours") return json(200, { success: true, data: [], message: "" });
    if (own === "next-free-times") {
      if (options.freeTimes === "offline") throw new TypeError("Failed to fetch");
      if (options.freeTimes === "pending") return new Promise<Response>(() => {});
      const from = url.searchParams.get("from") ?? "";
      const guests = Number(url.searchParams.get("guests"));
      const limit = Number(url.searchParams.get("limit") ?? 5);
      const times =
        options.freeTimes ??
        (await findNextFreeTimes(from, limit, (date) =>
          options.closedDates?.includes(date) ? [] : slotsOf(parts[2] ?? "", date),
        ));
      return json(200, { success: true, message: "", from, until: from, guests, times });
    }
    // Read per request: a test may change the limit meanwhile.
    const max = options.maxOnlinePartySize ?? 12;
    if (parts[1] === "simple-timeslots" && Number(parts[4]) > max) {
      return json(409, {
        success: false,
        code: "enquiry_required",
        message: `Online können Sie für bis zu ${max} Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.`,
        maxOnlinePartySize: max,
      });
    }
    if (own === "enquiries" && method === "POST") {
      const answers = options.enquiries ?? [{ status: 201, body: null }];
      const answer = answers[Math.min(enquiryIndex, answers.length - 1)];
      enquiryIndex += 1;
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return json(
        answer?.status ?? 201,
        answer?.body ?? {
          success: true,
          message: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
          data: { _id: "enq-1", status: "open", ...(body as Record<string, unknown>) },
        },
      );
    }
    if (own === "waitlist" && method === "POST") {
      const entry = body as Record<string, string>;
      const from = entry.from ?? "";
      const to = entry.to ?? "";
      if (from > to) {
        const message = "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.";
        return json(400, { success: false, code: "validation", message, errors: [{ path: "to", message }] });
      }
      const times = slotsOf(parts[2] ?? "", entry.date ?? "")
        .filter((slot) => slot.available && slot.time >= from && slot.time <= to)
        .map((slot) => slot.time);
      if (times.length > 0) {
        return json(409, {
          success: false,
          code: "slots_available",
          message: "In diesem Zeitfenster ist noch ein Tisch frei. Bitte buchen Sie direkt.",
          times,
        });
      }
      const answers = options.waitlist ?? [{ status: 201, body: null }];
      const answer = answers[Math.min(waitlistIndex, answers.length - 1)];
      waitlistIndex += 1;
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return json(
        answer?.status ?? 201,
        answer?.body ?? {
          success: true,
          message: "Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird.",
          data: { _id: "wl-1", restaurantId: parts[2], status: "waiting", offer: null, ...entry },
        },
      );
    }
    if (parts[1] === "simple-timeslots") {
      const isClosed = (day: string) => options.closedDates?.includes(day) ?? false;
      const first = url.searchParams.get("firstOpen") === "1";
      const asked = parts[3] ?? "";
      const requested = first && options.today && asked < options.today ? options.today : asked;
      const date = (first && isClosed(requested) ? nextOpenDate(requested, isClosed, 90) : null) ?? requested;
      const closed = isClosed(date);
      const timeSlots = closed ? [] : slotsOf(parts[2] ?? "", date);
      return json(200, {
        success: true,
        date: { formatted: date, dayName: "", iso: date },
        guests: Number(parts[4]),
        timeSlots,
        closed,
        ...(options.today ? { today: options.today } : {}),
      });
    }
    if (parts[1] === "reservation" && method === "POST") {
      const answers = options.bookings ?? [{ status: 201, body: null }];
      const answer = answers[Math.min(bookingIndex, answers.length - 1)];
      bookingIndex += 1;
      if (answer === "offline") throw new TypeError("Failed to fetch");
      const booking = body as Record<string, unknown>;
      return json(
        answer?.status ?? 201,
        answer?.body ?? {
          success: true,
          message: "Reservierung erstellt",
          data: { _id: "res-1", reference: "K7M2QX", status: "pending", ...booking },
        },
      );
    }
    return json(404, { success: false, message: "Nicht gefunden" });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}
