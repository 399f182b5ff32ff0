import { type GuestHint, type GuestListEntry, type GuestProfile, guestHintLine } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guestProfiles } from "../../db/schema/index.ts";
import {
  addTables,
  assignTable,
  insertGuestVisit,
  setConfig,
  type TestGuest,
} from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock: 2026-05-12 12:00 in Berlin (10:00 UTC).
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const base = () => `/api/guests/restaurant/${cast.restaurant.id}`;
const profilePath = (query: string) => `${base()}/profile?${query}`;

type Guest = TestGuest;
const anna: Guest = { name: "Anna Schmidt", email: "Anna.Schmidt@Beispiel.de", phone: "030 1234567" };
const ben: Guest = { name: "Ben Weber", phone: "0171 5550000" };
const carla: Guest = { name: "Carla Roth", email: "carla@beispiel.de" };
let tonight = "";

const visit = (
  guest: Guest,
  date: string,
  status: "confirmed" | "cancelled" | "no_show" | "pending",
  guests = 2,
  restaurantId = cast.restaurant.id,
) => insertGuestVisit(ctx.db, restaurantId, guest, date, { status, numberOfGuests: guests });

beforeAll(async () => {
  const [table] = await addTables(ctx.db, cast.restaurant.id, [4]);
  // Anna: six completed visits (one written in lower case), a no-show, a cancellation, and tonight.
  for (const [date, guests] of [
    ["2025-11-07", 2],
    ["2025-12-12", 4],
    ["2026-01-16", 2],
    ["2026-02-20", 3],
    ["2026-03-20", 2],
  ] as const) {
    await visit(anna, date, "confirmed", guests);
  }
  await visit({ ...anna, email: "anna.schmidt@beispiel.de" }, "2026-04-17", "confirmed", 5);
  await visit(anna, "2026-04-24", "no_show", 6);
  await visit(anna, "2026-05-01", "cancelled", 8);
  const row = await visit(anna, "2026-05-12", "confirmed", 2);
  tonight = row.id;
  if (table) await assignTable(ctx.db, row, table.id);
  // Ben: phone only, one visit. Carla: a first booking ahead. Otto: the other restaurant's guest.
  await visit(ben, "2026-05-08", "confirmed", 4);
  await visit(carla, "2026-05-20", "pending", 2);
  await visit(
    { name: "Otto", email: "otto@beispiel.de" },
    "2026-05-01",
    "confirmed",
    2,
    cast.otherRestaurant.id,
  );
});

const list = async (query = "") => {
  const response = await as.owner.get(`${base()}${query}`);
  expect(response.status).toBe(200);
  return response.body.data as GuestListEntry[];
};

describe("GET /api/guests/restaurant/{restaurantId} (the guest list)", () => {
  it("refuses anonymous, customers and other restaurants' staff; owner, sub-user and admin may", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (client) => client.get(base()),
    );
    const refused = await as.otherOwner.get(base());
    expect(refused.body).toMatchObject({ success: false, code: "forbidden" });
    expect((await as.owner.get("/api/guests/restaurant/unbekannt")).status).toBe(404);
  });

  it("lists the restaurant's guests with the counts of the issue, newest visit first", async () => {
    const guests = await list();
    expect(guests.map((g) => g.name)).toEqual(["Ben Weber", "Anna Schmidt", "Carla Roth"]);
    expect(guests[1]).toMatchObject({
      key: "anna.schmidt@beispiel.de",
      email: "anna.schmidt@beispiel.de",
      phone: "030 1234567",
      visits: 6,
      noShows: 1,
      cancellations: 1,
      reservations: 9,
      firstVisit: "2025-11-07",
      lastVisit: "2026-04-17",
      // (2 + 4 + 2 + 3 + 2 + 5) / 6
      averagePartySize: 3,
      nextReservation: "2026-05-12",
      tags: ["Stammgast"],
      staffTags: [],
      note: "",
      updatedAt: null,
    });
    expect(guests[0]).toMatchObject({ key: "+491715550000", visits: 1, tags: [] });
    expect(guests[2]).toMatchObject({ visits: 0, tags: ["Neu"], nextReservation: "2026-05-20" });
  });

  it("searches by name, address or phone in any spelling, and sorts by visits", async () => {
    expect((await list("?q=schmidt")).map((g) => g.name)).toEqual(["Anna Schmidt"]);
    expect((await list("?q=CARLA%40beispiel")).map((g) => g.name)).toEqual(["Carla Roth"]);
    expect((await list(`?q=${encodeURIComponent("+49 171 555")}`)).map((g) => g.name)).toEqual(["Ben Weber"]);
    expect(await list("?q=otto")).toEqual([]);
    expect((await list("?sort=visits")).map((g) => g.visits)).toEqual([6, 1, 0]);
  });

  it("filters by tag; a bad sort or an overlong search answers 400 in German", async () => {
    expect((await list("?tag=stammgast")).map((g) => g.name)).toEqual(["Anna Schmidt"]);
    expect((await list("?tag=Neu")).map((g) => g.name)).toEqual(["Carla Roth"]);
    const bad = await as.owner.get(`${base()}?sort=name`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: "validation" });
    expect(JSON.stringify(bad.body)).toContain("Sortierung: lastVisit oder visits.");
    expect((await as.owner.get(`${base()}?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("makes a guest 'Stammgast' from the restaurant's own threshold", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { regularGuestVisits: 7 });
    expect(await list("?tag=Stammgast")).toEqual([]);
    await setConfig(ctx.db, cast.restaurant.id, { regularGuestVisits: 1 });
    expect((await list("?tag=Stammgast")).map((g) => g.name)).toEqual(["Ben Weber", "Anna Schmidt"]);
    await setConfig(ctx.db, cast.restaurant.id, { regularGuestVisits: 3 });
  });
});

describe("GET and PUT /api/guests/restaurant/{restaurantId}/profile", () => {
  it("answers one guest with the reservation history, newest first, by address in any case or by phone", async () => {
    const response = await as.subuser.get(profilePath("email=ANNA.SCHMIDT%40beispiel.de"));
    expect(response.status).toBe(200);
    const profile = response.body.data as GuestProfile;
    expect(profile).toMatchObject({ name: "Anna Schmidt", visits: 6, noShows: 1 });
    expect(profile.history.map((h) => [h.reservationDate, h.status])).toEqual([
      ["2026-05-12", "confirmed"],
      ["2026-05-01", "cancelled"],
      ["2026-04-24", "no_show"],
      ["2026-04-17", "confirmed"],
      ["2026-03-20", "confirmed"],
      ["2026-02-20", "confirmed"],
      ["2026-01-16", "confirmed"],
      ["2025-12-12", "confirmed"],
      ["2025-11-07", "confirmed"],
    ]);
    expect(profile.history[0]).toMatchObject({ _id: tonight, tableName: "Tisch 1" });
    const byPhone = await as.owner.get(profilePath(`phone=${encodeURIComponent("+49 171 5550000")}`));
    expect(byPhone.body.data).toMatchObject({ name: "Ben Weber", visits: 1 });
  });

  it("answers 404 for an unknown guest or another restaurant's guest, 400 without exactly one of address and phone", async () => {
    const unknown = await as.owner.get(profilePath("email=otto%40beispiel.de"));
    expectAnswer(unknown, 404, {
      success: false,
      message: "Zu dieser Angabe ist kein Gast bekannt.",
    });
    expect((await as.owner.get(profilePath(""))).status).toBe(400);
    expect((await as.owner.get(profilePath("email=carla%40beispiel.de&phone=0301"))).status).toBe(400);
  });

  it("refuses anonymous, customers and other restaurants' staff for reading and saving; nothing is saved", async () => {
    const query = "email=carla%40beispiel.de";
    const refused = { anonymous: 401, customer: 403, otherOwner: 403 };
    await expectStatuses(as, refused, (client) => client.get(profilePath(query)));
    await expectStatuses(as, refused, (client) =>
      client.put(profilePath(query), { note: "x", tags: ["VIP"] }),
    );
    expect(await ctx.db.select().from(guestProfiles)).toEqual([]);
  });

  it("saves note and tags at once and shows them in the list, the tag filter and the profile", async () => {
    ctx.clock.set("2026-05-12T10:05:00.000Z");
    const response = await as.subuser.put(profilePath("email=anna.schmidt%40beispiel.de"), {
      note: " Nussallergie\nSitzt gern am Fenster ",
      tags: ["Allergie", "Fensterplatz"],
    });
    expectAnswer(response, 200, {
      success: true,
      message: "Gastprofil gespeichert.",
      data: {
        note: "Nussallergie\nSitzt gern am Fenster",
        tags: ["Stammgast", "Allergie", "Fensterplatz"],
        staffTags: ["Allergie", "Fensterplatz"],
        updatedAt: "2026-05-12T10:05:00.000Z",
        visits: 6,
      },
    });
    expect((await list("?tag=allergie")).map((g) => g.name)).toEqual(["Anna Schmidt"]);
    // Saving again replaces both.
    const again = await as.owner.put(profilePath("email=anna.schmidt%40beispiel.de"), {
      note: "Nussallergie",
      tags: ["VIP", "Allergie"],
    });
    expect(again.body.data).toMatchObject({ note: "Nussallergie", staffTags: ["VIP", "Allergie"] });
    expect(await ctx.db.select().from(guestProfiles)).toHaveLength(1);
    ctx.clock.set("2026-05-12T10:00:00.000Z");
  });

  it("refuses bad notes and tags with 400 in German and saves nothing", async () => {
    const path = profilePath("email=carla%40beispiel.de");
    const cases: Array<[unknown, string]> = [
      [{ tags: ["x".repeat(31)] }, "Ein Tag darf höchstens 30 Zeichen lang sein."],
      [{ tags: Array.from({ length: 11 }, (_, i) => `Tag ${i}`) }, "Höchstens 10 Tags pro Gast."],
      [{ tags: ["VIP", "vip"] }, "Jeder Tag darf nur einmal vergeben werden."],
      [{ tags: ["Stammgast"] }, "„Stammgast“ und „Neu“ werden automatisch vergeben."],
      [{ note: "x".repeat(1001) }, "Die Notiz darf höchstens 1000 Zeichen lang sein."],
      [{ note: "", visits: 9 }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await as.owner.put(path, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: "validation" });
      if (message) expect(JSON.stringify(response.body)).toContain(message);
    }
    const unknown = await as.owner.put(profilePath("email=otto%40beispiel.de"), { note: "x", tags: [] });
    expect(unknown.status).toBe(404);
    const saved = await ctx.db.select().from(guestProfiles).where(eq(guestProfiles.key, "carla@beispiel.de"));
    expect(saved).toEqual([]);
  });
});

describe("GET /api/guests/restaurant/{restaurantId}/hints (the cards' line in one request)", () => {
  it("answers each reservation's guest hint; tonight reads 'Stammgast, 7. Besuch, Nussallergie'", async () => {
    await as.owner.put(profilePath("email=anna.schmidt%40beispiel.de"), { note: "Nussallergie", tags: [] });
    const response = await as.subuser.get(`${base()}/hints?from=2026-05-12&to=2026-05-31`);
    expect(response.status).toBe(200);
    const hints = response.body.data as Record<string, GuestHint>;
    expect(Object.keys(hints)).toHaveLength(2);
    const hint = hints[tonight];
    expect(hint).toMatchObject({
      tags: ["Stammgast"],
      visits: 6,
      visitNumber: 7,
      noShows: 1,
      note: "Nussallergie",
    });
    expect(hint && guestHintLine(hint)).toBe("Stammgast, 7. Besuch, Nussallergie");
    const all = (await as.owner.get(`${base()}/hints`)).body.data as Record<string, GuestHint>;
    expect(Object.keys(all)).toHaveLength(11);
    expect((await as.owner.get(`${base()}/hints?from=12.05.2026`)).status).toBe(400);
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      client.get(`${base()}/hints`),
    );
  });
});
