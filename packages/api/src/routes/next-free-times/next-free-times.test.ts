import { beforeAll, describe, expect, it } from "vitest";
import { specialHours } from "../../db/schema/index.ts";
import { PUBLIC_READ_CACHE_CONTROL } from "../../http/http-caching.ts";
import { addTables, booking, takeTablesAllDay } from "../../test/booking-helpers.ts";
import { expectExactAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The fixture restaurant (Europe/Berlin) is closed on Mondays, open 11:30-14:30 and 17:30-22:00 Tuesday to
// Thursday, 11:30-23:00 on Friday, 12:00 on at the weekend; the clock stands at Tuesday 12 May 2026, 12:00.
// Tables "1" (2 seats) and "2" (4 seats).
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
let tableIds: string[] = [];

beforeAll(async () => {
  tableIds = (await addTables(ctx.db, cast.restaurant.id, [2, 4])).map((table) => table.id);
});

type FreeTime = { date: string; time: string };
const path = (query: string, restaurantId = cast.restaurant.id) =>
  `/api/restaurants/${restaurantId}/next-free-times?${query}`;
const freeTimes = async (query: string, client = as.anonymous) => {
  const response = await client.get(path(query));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.times as FreeTime[];
};

/** Both tables taken the whole day (11:00-22:00 local), written past the booking rules. */
const fillDay = (date: string) => takeTablesAllDay(ctx.db, cast.restaurant.id, tableIds, date);

describe("GET /api/restaurants/{restaurantId}/next-free-times", () => {
  it("answers each day's first free time from the first day on, up to the limit, for the widget's origin and caches", async () => {
    const response = await as.anonymous.get(path("from=2026-05-13&guests=2&limit=3"), {
      headers: { Origin: "https://restaurant.example" },
    });
    expectExactAnswer(response, 200, {
      success: true,
      message: "3 freie Termine in den nächsten 14 Tagen",
      from: "2026-05-13",
      until: "2026-05-26",
      guests: 2,
      times: [
        { date: "2026-05-13", time: "11:30" },
        { date: "2026-05-14", time: "11:30" },
        { date: "2026-05-15", time: "11:30" },
      ],
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    // Five when no limit is given.
    expect(await freeTimes("from=2026-05-13&guests=2")).toHaveLength(5);
  });

  it("given a closed Monday and the weekend's later opening, skips the one and starts with the other", async () => {
    expect(await freeTimes("from=2026-05-16&guests=2&limit=3")).toEqual([
      { date: "2026-05-16", time: "12:00" },
      { date: "2026-05-17", time: "12:00" },
      { date: "2026-05-19", time: "11:30" },
    ]);
  });

  it("given today, keeps the guests' lead time; staff may take the current slot, as in the day's slots", async () => {
    expect(await freeTimes("from=2026-05-12&guests=2&limit=1")).toEqual([
      { date: "2026-05-12", time: "12:30" },
    ]);
    expect(await freeTimes("from=2026-05-12&guests=2&limit=1", as.subuser)).toEqual([
      { date: "2026-05-12", time: "12:00" },
    ]);
  });

  it("given special days, skips a closing one and starts a day with special hours at their opening", async () => {
    await ctx.db.insert(specialHours).values([
      {
        restaurantId: cast.restaurant.id,
        title: "Betriebsausflug",
        type: "closed",
        startDate: "2026-06-04",
        endDate: "2026-06-04",
        isClosed: true,
      },
      {
        restaurantId: cast.restaurant.id,
        title: "Nur abends",
        type: "special_event",
        startDate: "2026-06-05",
        endDate: "2026-06-05",
        openTime: "18:00",
        closeTime: "23:00",
      },
    ]);
    expect(await freeTimes("from=2026-06-04&guests=2&limit=2")).toEqual([
      { date: "2026-06-05", time: "18:00" },
      { date: "2026-06-06", time: "12:00" },
    ]);
  });

  it("given a full day, answers the next days; given a party no table fits, answers none with a message", async () => {
    await fillDay("2026-07-01");
    const day = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-07-01/2`);
    expect((day.body.timeSlots as Array<{ available: boolean }>).some((slot) => slot.available)).toBe(false);
    expect(await freeTimes("from=2026-07-01&guests=2&limit=2")).toEqual([
      { date: "2026-07-02", time: "11:30" },
      { date: "2026-07-03", time: "11:30" },
    ]);
    const none = await as.anonymous.get(path("from=2026-07-01&guests=12"));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      times: [],
      message: "In den nächsten 14 Tagen ist kein Termin frei.",
    });
  });

  it("given a booking meanwhile, answers the day's first free time as the day's slots do", async () => {
    const query = "from=2026-05-20&guests=4&limit=1";
    expect(await freeTimes(query)).toEqual([{ date: "2026-05-20", time: "11:30" }]);
    const booked = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ reservationDate: "2026-05-20", timeSlot: "11:30", numberOfGuests: 4 }),
    );
    expect(booked.status).toBe(201);
    const day = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-20/4`);
    const first = (day.body.timeSlots as Array<{ time: string; available: boolean }>).find(
      (slot) => slot.available,
    );
    expect(first?.time).not.toBe("11:30");
    expect(await freeTimes(query)).toEqual([{ date: "2026-05-20", time: first?.time }]);
  });

  it("given a party above the online limit, answers 409 enquiry_required like the day's slots", async () => {
    const response = await as.anonymous.get(path("from=2026-05-13&guests=13"));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "enquiry_required", maxOnlinePartySize: 12 });
  });

  it.each([
    ["guests=2", "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an."],
    ["from=2026-02-30&guests=2", "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an."],
    ["from=2026-05-13", "Die Personenzahl muss zwischen 1 und 30 liegen."],
    ["from=2026-05-13&guests=0", "Die Personenzahl muss zwischen 1 und 30 liegen."],
    ["from=2026-05-13&guests=31", "Die Personenzahl muss zwischen 1 und 30 liegen."],
    ["from=2026-05-13&guests=2&limit=0", "Die Anzahl der Termine muss eine ganze Zahl von 1 bis 14 sein."],
    ["from=2026-05-13&guests=2&limit=15", "Die Anzahl der Termine muss eine ganze Zahl von 1 bis 14 sein."],
    [
      "from=2026-05-13&guests=2&limit=viele",
      "Die Anzahl der Termine muss eine ganze Zahl von 1 bis 14 sein.",
    ],
  ])("given %s, answers 400 with the German message, CORS and no caching", async (query, message) => {
    const response = await as.anonymous.get(path(query), {
      headers: { Origin: "https://restaurant.example" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: "validation", message });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("given an unknown parameter, answers 400; an unknown restaurant 404, listening on no new channel", async () => {
    const unknown = await as.anonymous.get(path("from=2026-05-13&guests=2&tage=30"));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, code: "validation" });
    const events = ctx.app.deps.events;
    const before = events.listenedChannels;
    const missing = await as.anonymous.get(path("from=2026-05-13&guests=2", "erfunden"));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Restaurant nicht gefunden.");
    expect(events.listenedChannels).toBe(before);
  });

  it("is described in the OpenAPI document with its query", async () => {
    const document = await ctx
      .client()
      .get<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    const operation = document.body.paths["/api/restaurants/{restaurantId}/next-free-times"]?.get as {
      description: string;
      parameters: Array<{ name: string; in: string }>;
    };
    expect(operation.description).toContain("erste freie Startzeit");
    expect(operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      "path:restaurantId",
      "query:from",
      "query:guests",
      "query:limit",
    ]);
  });
});
