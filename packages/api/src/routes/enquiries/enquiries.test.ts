import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, outbox, reservations, reservationTables } from "../../db/schema/index.ts";
import { addTables, enquiryRequest, queuedMails, setConfig } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { watchRestaurantChanges } from "../../test/restaurant-changes.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// Parties above the restaurant's maxOnlinePartySize (default 12), up to 30, send an enquiry.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
const path = () => `/api/enquiries/${cast.restaurant.id}`;
let tableIds: string[] = [];

const enquiry = (overrides: Record<string, unknown> = {}) =>
  enquiryRequest({ customerPhone: "+49 30 555", ...overrides });

/** Sends an enquiry as a guest and answers its stored row. */
async function open(overrides: Record<string, unknown> = {}) {
  const response = await as.anonymous.post(path(), enquiry(overrides));
  expect(response.status).toBe(201);
  return response.body.data as { _id: string };
}

beforeAll(async () => {
  // Tables "1" and "2" with 8 seats (together 16), "3" with 4.
  tableIds = (await addTables(ctx.db, cast.restaurant.id, [8, 8, 4])).map((table) => table.id);
});

// Tuesday, 12 May 2026, 12:00 in Berlin; the configuration without a saved limit (12 applies).
beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await setConfig(ctx.db, cast.restaurant.id, { maxOnlinePartySize: null, stayDurations: null });
  await ctx.rateLimiter.clear();
});

describe("maxOnlinePartySize in the configuration", () => {
  const configPath = () => `/api/restaurantconfigs/${cast.owner.id}`;
  const savedLimit = async () =>
    ((await as.owner.get(configPath())).body.data as { maxOnlinePartySize: number }).maxOnlinePartySize;

  it("given no saved limit, answers 12; given 1 to 30 saves it; 0, 31 and 12.5 are refused in German, nothing changed", async () => {
    expect(await savedLimit()).toBe(12);
    const refusal = "Bitte geben Sie die größte online buchbare Gruppe als ganze Zahl zwischen 1 und 30 an.";
    for (const bad of [0, 31, 12.5]) {
      const response = await as.owner.put(configPath(), { maxOnlinePartySize: bad });
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: refusal,
      });
    }
    expect(await savedLimit()).toBe(12);
    expect((await as.owner.put(configPath(), { maxOnlinePartySize: 8 })).status).toBe(200);
    expect(await savedLimit()).toBe(8);
  });
});

describe("online bookings above the limit", () => {
  const needsEnquiry =
    "Online können Sie für bis zu 12 Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.";
  const guestBooking = (numberOfGuests: number, reservationDate = "2026-05-14") => ({
    customerName: "Gast",
    customerEmail: "gast@beispiel.de",
    numberOfGuests,
    reservationDate,
    timeSlot: "19:00",
  });

  it("given 13 guests, the widget, the customer and the slots are sent to the enquiry (409 enquiry_required)", async () => {
    const widget = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, guestBooking(13));
    const customer = await as.customer.post("/api/reservations", {
      ...guestBooking(13),
      restaurantId: cast.restaurant.id,
    });
    const slots = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-14/13`);
    for (const response of [widget, customer, slots]) {
      expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        status: 409,
        code: "enquiry_required",
        message: needsEnquiry,
      });
    }
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, "2026-05-14")),
    ).toEqual([]);
  });

  it("given 12 guests (the default limit), the guest books online; staff book 13 and see its slots", async () => {
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, guestBooking(12))).status).toBe(
      201,
    );
    expect((await as.owner.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-14/13`)).status).toBe(
      200,
    );
    expect(
      (await as.owner.post(`/api/reservation/${cast.restaurant.id}`, guestBooking(13, "2026-05-15"))).status,
    ).toBe(201);
  });

  it("given a limit of 4, a party of 5 gets the enquiry's message with 4", async () => {
    // Through the API, as the owner saves it (the save announces the change, so cached slots are dropped).
    expect(
      (await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, { maxOnlinePartySize: 4 })).status,
    ).toBe(200);
    const response = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-22/5`);
    expect(response.status).toBe(409);
    expect(response.body.message).toContain("bis zu 4 Personen");
  });
});

describe("POST /api/restaurants/{restaurantId}/enquiries", () => {
  it("given 16 guests, stores it open under the restaurant's path as under the older one, with the widget's CORS", async () => {
    const response = await as.anonymous.post(
      `/api/restaurants/${cast.restaurant.id}/enquiries`,
      enquiry({ customerEmail: "pfad@beispiel.de" }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, data: { status: "open", numberOfGuests: 16 } });
    const preflight = await ctx.app.request(`/api/restaurants/${cast.restaurant.id}/enquiries`, {
      method: "OPTIONS",
      headers: { Origin: "https://restaurant.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect((await as.anonymous.post("/api/restaurants/unbekannt/enquiries", enquiry())).status).toBe(404);
  });
});

describe("POST /api/enquiries/{restaurantId}", () => {
  it("given 16 guests, stores it open, mails guest and restaurant, queues a push and announces it live", async () => {
    const changes = await watchRestaurantChanges(ctx.app, cast.restaurant.id);
    const before = ctx.mailQueuedCount();
    const response = await as.anonymous.post(path(), enquiry({ customerEmail: "neu@beispiel.de" }));
    expectAnswer(response, 201, {
      success: true,
      message: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
      data: { status: "open", numberOfGuests: 16, customerName: "Gruppe Weber", message: "Firmenfeier" },
    });
    const id = (response.body.data as { _id: string })._id;
    await expect.poll(() => changes.changeOf("enquiries", id)).toMatchObject({ data: { action: "created" } });
    expect(ctx.mailQueuedCount()).toBe(before + 1);
    const mails = await queuedMails(ctx.db);
    const receipt = mails.find((mail) => mail.to === "neu@beispiel.de");
    expect(receipt?.subject).toBe("Ihre Anfrage bei Restaurant A ist eingegangen");
    expect(receipt?.text).toContain(`/app/enquiry/${id}?token=`);
    const notice = mails.find(
      (mail) => mail.to === "info@example.de" && mail.subject.includes("16 Personen am 13.05.2026"),
    );
    // Both lead to the reservations page's "Anfragen", which takes the focus there.
    expect(notice?.text).toMatch(/\/app\/reservations#anfragen\n/);
    const pushes = await ctx.db.select().from(outbox).where(eq(outbox.kind, "push"));
    const push = pushes.find((row) => JSON.stringify(row.payload).includes("Neue Gruppenanfrage"));
    expect(push?.payload).toMatchObject({ message: { url: "/app/reservations#anfragen" } });

    const token = receipt?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    const view = await as.anonymous.get(`/api/enquiries/${id}?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      _id: id,
      status: "open",
      language: "de",
      restaurant: { name: "Restaurant A" },
    });
    expect((await as.anonymous.get(`/api/enquiries/${id}?token=${"x".repeat(43)}`)).status).toBe(404);
  });

  it("given an English enquiry, the guest's link answers its language, so that the status page speaks it", async () => {
    const response = await as.anonymous.post(
      path(),
      enquiry({ customerEmail: "en@example.com", language: "en" }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ language: "en" });
    const id = (response.body.data as { _id: string })._id;
    const receipt = (await queuedMails(ctx.db)).find((mail) => mail.to === "en@example.com");
    const token = receipt?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    const view = await as.anonymous.get(`/api/enquiries/${id}?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ _id: id, language: "en" });
  });

  it("given 12 guests (bookable online), answers 409 book_online pointing to the slots; nothing stored", async () => {
    const before = (await ctx.db.select().from(enquiries)).length;
    const response = await as.anonymous.post(path(), enquiry({ numberOfGuests: 12 }));
    expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
      status: 409,
      code: "book_online",
      message:
        "Für bis zu 12 Personen können Sie direkt online buchen. Bitte wählen Sie einen freien Zeitpunkt.",
    });
    expect((await ctx.db.select().from(enquiries)).length).toBe(before);
  });

  it("given 31 guests, a past date, a closed Monday or the honeypot, answers 400 in German", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { numberOfGuests: 31 },
        "Anfragen sind für bis zu 30 Personen möglich. Bitte rufen Sie das Restaurant an.",
      ],
      [{ reservationDate: "2026-05-11" }, "Bitte wählen Sie ein Datum ab heute."],
      [
        { reservationDate: "2026-05-18" },
        "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await as.anonymous.post(path(), enquiry(overrides));
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await as.anonymous.post(path(), enquiry({ website: "spam" }))).status).toBe(400);
    expect((await as.anonymous.post("/api/enquiries/unbekannt", enquiry())).status).toBe(404);
  });

  it("given more enquiries from one client than the public booking limit, refuses with a German 429 and Retry-After; nothing stored", async () => {
    const guest = ctx.client(ctx.build({ rateLimits: { bookingPerIp: 2 } }));
    const before = (await ctx.db.select().from(enquiries)).length;
    const statuses = [];
    for (const customerName of ["Gruppe Eins", "Gruppe Zwei", "Gruppe Drei"]) {
      statuses.push(await guest.post(path(), enquiry({ customerName })));
    }
    expect(statuses.map((response) => response.status)).toEqual([201, 201, 429]);
    const refused = statuses[2];
    expect(refused?.body).toMatchObject({
      code: "rate_limited",
      message: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    const names = (await ctx.db.select().from(enquiries)).map((row) => row.customerName);
    expect(names).toHaveLength(before + 2);
    expect(names).not.toContain("Gruppe Drei");
  });
});

describe("staff: list and answer", () => {
  it("given each role, only the restaurant's staff and admins list its enquiries", async () => {
    const { _id } = await open();
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (client) => client.get(`/api/enquiries/restaurant/${cast.restaurant.id}`),
    );
    const list = await as.subuser.get(`/api/enquiries/restaurant/${cast.restaurant.id}`);
    expect((list.body.data as Array<{ _id: string }>).some((entry) => entry._id === _id)).toBe(true);
  });

  it("given others, refuses the answer; given tables too small, 409 and nothing changed; accepted on two tables books them", async () => {
    const { _id } = await open({ reservationDate: "2026-05-20", customerEmail: "annahme@beispiel.de" });
    const accept = { status: "accepted", timeSlot: "19:30", tableIds: [tableIds[0], tableIds[1]] };
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      client.put(`/api/enquiries/${_id}`, accept),
    );
    const small = await as.owner.put(`/api/enquiries/${_id}`, {
      ...accept,
      tableIds: [tableIds[0], tableIds[2]],
    });
    expect({ status: small.status, message: small.body.message }).toEqual({
      status: 409,
      message: "Die gewählten Tische haben 12 Plätze, die Gruppe hat 16 Personen.",
    });
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, "2026-05-20")),
    ).toEqual([]);

    const accepted = await as.owner.put(`/api/enquiries/${_id}`, accept);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: "accepted",
      timeSlot: "19:30",
      reservationId: expect.any(String),
    });
    const [booked] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationDate, "2026-05-20"));
    expect(booked).toMatchObject({
      status: "confirmed",
      numberOfGuests: 16,
      timeSlot: "19:30",
      customerEmail: "annahme@beispiel.de",
    });
    const held = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, booked?.id ?? ""));
    expect(held.map((row) => row.tableId).sort()).toEqual([tableIds[0], tableIds[1]].sort());
    const mail = (await queuedMails(ctx.db)).filter((m) => m.to === "annahme@beispiel.de").at(-1);
    expect(mail?.text).toContain(`/app/reservation/${booked?.id}?token=`);

    const again = await as.owner.put(`/api/enquiries/${_id}`, { status: "declined", message: "Doch nicht" });
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: "enquiry_not_open",
    });
  });

  it("given a decline with a message by a sub-user, mails the guest the message", async () => {
    const { _id } = await open({ customerEmail: "absage@beispiel.de" });
    const declined = await as.subuser.put(`/api/enquiries/${_id}`, {
      status: "declined",
      message: "Leider ausgebucht.",
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", answerMessage: "Leider ausgebucht." });
    const mail = (await queuedMails(ctx.db)).filter((m) => m.to === "absage@beispiel.de").at(-1);
    expect(mail?.text).toContain("Leider ausgebucht.");
  });

  it("given two accepts of different enquiries on the same table at once, exactly one wins", async () => {
    const first = await open({ reservationDate: "2026-05-21" });
    const second = await open({ reservationDate: "2026-05-21", customerName: "Gruppe Koch" });
    const accept = { status: "accepted", timeSlot: "19:00", tableIds: [tableIds[0], tableIds[1]] };
    const owner = await ctx.as("owner", cast);
    const responses = await Promise.all([
      as.owner.put(`/api/enquiries/${first._id}`, accept),
      owner.put(`/api/enquiries/${second._id}`, accept),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.message).toBe(
      "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
    );
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, "2026-05-21")),
    ).toHaveLength(1);
    const states = await ctx.db.select().from(enquiries).where(eq(enquiries.reservationDate, "2026-05-21"));
    expect(states.map((row) => row.status).sort()).toEqual(["accepted", "open"]);
  });

  it("given no booking lock, still exactly one of two accepts on one table wins (the row check, or on PostgreSQL the exclusion constraint: 23P01 -> 409)", async () => {
    const first = await open({ reservationDate: "2026-05-27" });
    const second = await open({ reservationDate: "2026-05-27", customerName: "Gruppe Lang" });
    const unlocked = ctx.build({ bookingLocks: false, rateLimits: { bookingPerIp: 10_000 } });
    const [a, b] = await Promise.all([ctx.as("owner", cast, unlocked), ctx.as("owner", cast, unlocked)]);
    const both = { status: "accepted", timeSlot: "19:00", tableIds: [tableIds[0], tableIds[1]] };
    const responses = await Promise.all([
      a.put(`/api/enquiries/${first._id}`, both),
      b.put(`/api/enquiries/${second._id}`, both),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, "2026-05-27")),
    ).toHaveLength(1);
  });

  it("given the same enquiry accepted twice at once (on different tables), one reservation and one 409", async () => {
    const { _id } = await open({ reservationDate: "2026-05-28" });
    const owner = await ctx.as("owner", cast);
    const responses = await Promise.all([
      as.owner.put(`/api/enquiries/${_id}`, {
        status: "accepted",
        timeSlot: "19:00",
        tableIds: [tableIds[0], tableIds[1]],
      }),
      owner.put(`/api/enquiries/${_id}`, {
        status: "accepted",
        timeSlot: "12:00",
        tableIds: [tableIds[0], tableIds[1]],
      }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.code).toBe("enquiry_not_open");
    expect(
      await ctx.db.select().from(reservations).where(eq(reservations.reservationDate, "2026-05-28")),
    ).toHaveLength(1);
  });
});
