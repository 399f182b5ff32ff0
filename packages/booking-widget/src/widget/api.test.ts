import { describe, expect, it } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { createApiClient as createReadClient } from "./api.ts";
import { createWriteClient } from "./api-writes.ts";

/** Both halves of the widget's client: what the slots read and what a guest sends. */
const createApiClient = (base: string, fetchImpl?: typeof fetch) => ({
  ...createReadClient(base, fetchImpl),
  ...createWriteClient(base, fetchImpl),
});

/** The guest who books, enquires and waits in these tests. */
const annasContact = { customerName: "Anna Gast", customerEmail: "anna@example.test", customerPhone: "" };

const request = {
  ...annasContact,
  numberOfGuests: 2,
  reservationDate: "2026-07-03",
  timeSlot: "19:00",
  specialRequests: "",
  language: "de" as const,
};

describe("createApiClient", () => {
  it("given a booking, posts the required booking fields with an empty honeypot, the idempotency key and no cookies", async () => {
    const fake = createFakeApi();
    const calls: RequestInit[] = [];
    const api = createApiClient("https://api.test", (input, init) => {
      calls.push(init ?? {});
      return fake.fetch(input, init);
    });
    const outcome = await api.book("r1", request, "key-1");
    expect(outcome).toEqual({
      kind: "booked",
      reservation: { id: "res-1", reference: "K7M2QX", status: "pending", minutes: 120 },
    });
    expect(fake.requests[0]?.path).toBe("/api/reservation/r1");
    expect(fake.requests[0]?.headers.get("Idempotency-Key")).toBe("key-1");
    expect(fake.requests[0]?.body).toEqual({ ...request, website: "" });
    expect(calls[0]?.credentials).toBe("omit");
  });

  it("given the answers' codes, tells slot taken, no fitting tables, a refusal and a failure apart", async () => {
    const answers = [
      { status: 409, body: { success: false, code: "slot_taken", message: "Belegt." } },
      { status: 409, body: { success: false, code: "no_fitting_tables", message: "Nicht mehr verfügbar." } },
      { status: 400, body: { success: false, code: "validation", message: "Keine Tische." } },
      { status: 503, body: { success: false, message: "Wartung" } },
      "offline" as const,
    ];
    const api = createApiClient("https://api.test", createFakeApi({ bookings: answers }).fetch);
    const kinds = [];
    for (let i = 0; i < answers.length; i++) kinds.push((await api.book("r1", request, "k")).kind);
    expect(kinds).toEqual(["slot-taken", "no-tables", "rejected", "failed", "failed"]);
  });

  it("given a slot answer, keeps time, availability and status, and reads closed days", async () => {
    const fake = createFakeApi({ closedDates: ["2026-07-06"] });
    const api = createApiClient("https://api.test", fake.fetch);
    const open = await api.slots("r1", "2026-07-03", 4);
    expect(open.slots[1]).toEqual({ time: "18:30", available: false, status: "Ausgebucht" });
    expect(fake.requests[0]?.path).toBe("/api/simple-timeslots/r1/2026-07-03/4");
    expect((await api.slots("r1", "2026-07-06", 4)).closed).toBe(true);
  });

  it("given the restaurant, reads name, banner on the API host and the schedule under the restaurant's id", async () => {
    const fake = createFakeApi();
    const api = createApiClient("https://api.test", fake.fetch);
    const info = await api.restaurant("r1");
    expect(info).toMatchObject({ name: "Trattoria Demo", timeZone: "Europe/Berlin" });
    const schedule = await api.schedule(info.id);
    expect(schedule.openingHours?.monday?.isOpen).toBe(false);
    expect(fake.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(["/api/restaurants/r1/config", "/api/restaurants/r1/special-hours"]),
    );
  });

  it("given the booking's start and end (by party size), keeps its length for the calendar entry", async () => {
    const fake = createFakeApi({
      bookings: [
        {
          status: 201,
          body: {
            success: true,
            data: {
              _id: "res-6",
              status: "pending",
              startsAt: "2026-07-03T17:00:00.000Z",
              endsAt: "2026-07-03T19:30:00.000Z",
            },
          },
        },
      ],
    });
    const outcome = await createApiClient("https://api.test", fake.fetch).book(
      "r1",
      { ...request, numberOfGuests: 6 },
      "key-6",
    );
    expect(outcome).toEqual({
      kind: "booked",
      reservation: { id: "res-6", reference: "", status: "pending", minutes: 150 },
    });
  });

  it("given the restaurant's refusals (403 blocked, 409 limits), tells them apart by code with the API's words", async () => {
    const codes = ["online_booking_unavailable", "beyond_horizon", "same_day_closed", "pacing_full"];
    const answers = codes.map((code, i) => ({
      status: i === 0 ? 403 : 409,
      body: { success: false, code, message: `Nein ${i}.` },
    }));
    const api = createApiClient("https://api.test", createFakeApi({ bookings: answers }).fetch);
    const outcomes = [];
    for (let i = 0; i < answers.length; i++) outcomes.push(await api.book("r1", request, "k"));
    expect(outcomes).toEqual(codes.map((code, i) => ({ kind: "refused", code, message: `Nein ${i}.` })));
  });

  it("given a slots answer with the restaurant's today, hands it on", async () => {
    const api = createApiClient("https://api.test", createFakeApi({ today: "2026-07-03" }).fetch);
    await expect(api.slots("r1", "2026-07-02", 2, true)).resolves.toMatchObject({
      date: "2026-07-03",
      today: "2026-07-03",
    });
  });

  it("given a party above the limit, answers the slots' 409 as an enquiry with the limit", async () => {
    const api = createApiClient("https://api.test", createFakeApi({ maxOnlinePartySize: 12 }).fetch);
    await expect(api.slots("r1", "2026-07-03", 14)).resolves.toEqual({
      date: "2026-07-03",
      closed: false,
      enquiryAbove: 12,
      slots: [],
      today: "",
    });
    await expect(api.slots("r1", "2026-07-03", 12)).resolves.toMatchObject({ enquiryAbove: null });
  });

  it("given enquiries' answers, tells sent, book online, a refusal with its fields and a failure apart", async () => {
    const answers = [
      {
        status: 201,
        body: { success: true, message: "Eingegangen", data: { _id: "enq-1", status: "open" } },
      },
      { status: 409, body: { success: false, code: "book_online", message: "Online buchen." } },
      {
        status: 400,
        body: {
          success: false,
          code: "validation",
          message: "Name fehlt.",
          errors: [{ path: "customerName", message: "Name fehlt." }],
        },
      },
      { status: 429, body: { success: false, message: "Zu viele." } },
      "offline" as const,
    ];
    const fake = createFakeApi({ enquiries: answers });
    const api = createApiClient("https://api.test", fake.fetch);
    const enquiry = {
      ...annasContact,
      numberOfGuests: 20,
      reservationDate: "2026-07-03",
      timeSlot: "19:30",
      message: "",
      language: "en" as const,
    };
    const outcomes = [];
    for (const _ of answers) outcomes.push(await api.enquire("r1", enquiry));
    expect(outcomes).toEqual([
      { kind: "sent" },
      { kind: "book-online", message: "Online buchen." },
      { kind: "rejected", message: "Name fehlt.", fields: { customerName: "Name fehlt." } },
      { kind: "failed", message: "Zu viele." },
      { kind: "failed", message: "Failed to fetch" },
    ]);
    expect(fake.requests[0]?.path).toBe("/api/restaurants/r1/enquiries");
    expect(fake.requests[0]?.body).toEqual({ ...enquiry, website: "" });
  });

  it("given the waitlist's answers, tells waiting, slots available with their times, a refusal by field and a failure apart", async () => {
    const refusal = "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.";
    const answers = [
      {
        status: 201,
        body: { success: true, message: "Warteliste", data: { _id: "wl-1", status: "waiting" } },
      },
      {
        status: 409,
        body: {
          success: false,
          code: "slots_available",
          message: "Noch frei.",
          times: ["19:30", 20, "20:00"],
        },
      },
      {
        status: 409,
        body: { success: false, code: "enquiry_required", message: "Anfrage.", maxOnlinePartySize: 12 },
      },
      {
        status: 400,
        body: {
          success: false,
          code: "validation",
          message: refusal,
          errors: [
            { path: "to", message: refusal },
            { path: "customerPhone", message: "Telefon?" },
          ],
        },
      },
      { status: 429, body: { success: false, code: "rate_limited", message: "Zu viele." } },
      { status: 502, body: { success: false } },
      "offline" as const,
    ];
    const fake = createFakeApi({ fullyBooked: ["r1"], waitlist: answers });
    const api = createApiClient("https://api.test", fake.fetch);
    const entry = {
      ...annasContact,
      numberOfGuests: 2,
      date: "2026-07-03",
      from: "18:00",
      to: "21:00",
      language: "en" as const,
    };
    const outcomes = [];
    for (const _ of answers) outcomes.push(await api.joinWaitlist("r1", entry));
    expect(outcomes).toEqual([
      { kind: "waiting" },
      { kind: "slots-available", message: "Noch frei.", times: ["19:30", "20:00"] },
      { kind: "slots-available", message: "Anfrage.", times: [] },
      { kind: "rejected", message: refusal, fields: { to: refusal, customerPhone: "Telefon?" } },
      { kind: "failed", message: "Zu viele." },
      { kind: "failed", message: "HTTP 502" },
      { kind: "failed", message: "Failed to fetch" },
    ]);
    expect(fake.requests[0]?.path).toBe("/api/restaurants/r1/waitlist");
    expect(fake.requests[0]?.body).toEqual({ ...entry, website: "" });
  });
});
