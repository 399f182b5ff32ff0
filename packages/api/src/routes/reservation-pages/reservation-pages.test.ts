import {
  bookingReferenceFromBytes,
  isCancelledReservationStatus,
  isHonouredVisit,
  matchesReservationSearch,
  type ReservationListCounters,
  type ReservationStatus,
  reservationStatuses,
} from "@tischservice/core";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../../db/schema/index.ts";
import { reservationContact } from "../../guests/guest-contact.ts";
import { insertReservation } from "../../test/booking-helpers.ts";
import { allCursorPages } from "../../test/cursor-pages.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock: 2026-05-12 12:00 in Berlin.
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const base = () => `/api/restaurants/${cast.restaurant.id}/reservations`;

interface Row {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  status: ReservationStatus;
  reference: string;
}

const statuses = [
  "pending",
  "confirmed",
  "confirmed",
  "cancelled",
  "no_show",
  "arrived",
  "seated",
  "completed",
] as const;
const names = ["Anna Müller", "Ben Koch", "Clara Vogel", "Dieter Ärger", "Emil Weiß", "frida klein"];
const times = ["12:00", "18:30", "19:00", "21:15"];
/** 300 reservations from 2026-03-01 on, a few a day, several at the same date and time. */
let all: Row[] = [];

beforeAll(async () => {
  const values = Array.from({ length: 300 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 3)));
    const date = day.toISOString().slice(0, 10);
    const timeSlot = times[i % 4] ?? "19:00";
    const startsAt = new Date(`${date}T${timeSlot}:00Z`);
    const name = `${names[i % names.length]} ${i}`;
    return reservationContact({
      restaurantId: cast.restaurant.id,
      // 'NPQ' and three characters counting i up: each one of its own, all of them sharing a part.
      reference: bookingReferenceFromBytes(Uint8Array.of(20, 21, 22, i >> 10, i >> 5, i)),
      customerName: name,
      customerEmail: i % 7 === 0 ? "" : `gast${i}@Beispiel.de`,
      customerPhone: i % 5 === 0 ? "" : `+49 170 ${String(1000000 + i * 37)}`,
      numberOfGuests: 1 + (i % 8),
      reservationDate: date,
      timeSlot,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
      status: statuses[i % statuses.length] ?? "confirmed",
    });
  });
  const inserted = await ctx.db.insert(reservations).values(values).returning();
  all = inserted.map((r) => ({
    id: r.id,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    reservationDate: r.reservationDate,
    timeSlot: r.timeSlot,
    numberOfGuests: r.numberOfGuests,
    status: r.status,
    reference: r.reference,
  }));
  // Another restaurant's reservation never shows.
  await insertReservation(ctx.db, {
    restaurantId: cast.otherRestaurant.id,
    customerName: "Anna Fremd",
    reservationDate: "2026-05-12",
    startsAt: new Date("2026-05-12T17:00:00Z"),
    endsAt: new Date("2026-05-12T19:00:00Z"),
  });
});

interface Page {
  data: Array<{ _id: string; customerName: string; reservationDate: string; timeSlot: string } & Row>;
  nextCursor: string | null;
  counters: ReservationListCounters | null;
  message: string;
}

async function getPage(query: string): Promise<Page> {
  const response = await as.owner.get(`${base()}?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Page;
}

/** Every page of a query, followed by its cursors; `between` runs after each page. */
async function walk(query: string, between?: (pageIndex: number) => Promise<void>) {
  const pages = await allCursorPages<Page>(as.owner, base(), query, between);
  return { rows: pages.flatMap((page) => page.data), pages: pages.length };
}

const byDate = (a: Row, b: Row) =>
  a.reservationDate.localeCompare(b.reservationDate) ||
  a.timeSlot.localeCompare(b.timeSlot) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ids = (rows: readonly { id?: string; _id?: string }[]) => rows.map((r) => r._id ?? r.id ?? "");

function countersOf(rows: readonly Row[]): ReservationListCounters {
  return {
    total: rows.length,
    pending: rows.filter((r) => r.status === "pending").length,
    confirmed: rows.filter((r) => isHonouredVisit(r.status)).length,
    cancelled: rows.filter((r) => isCancelledReservationStatus(r.status)).length,
  };
}

describe("GET /api/restaurants/{restaurantId}/reservations", () => {
  it("given no filter, pages through all 300 by date in pages of 50, each once, with the counters of all", async () => {
    const { rows, pages } = await walk("");
    expect(pages).toBe(6);
    expect(ids(rows)).toEqual(ids([...all].sort(byDate)));
    const first = await getPage("");
    expect(first.counters).toEqual(countersOf(all));
    const second = await getPage(`cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.counters).toBeNull();
    expect(first.data[0]).toMatchObject({ restaurantName: expect.any(String), tableNumbers: [] });
  });

  it("given rows booked between two pages, neither repeats nor skips a row; a row after the cursor joins", async () => {
    const seen: string[] = [];
    let added: [string, string] = ["", ""];
    const { rows } = await walk("limit=40&from=2026-03-01", async (page) => {
      if (page !== 2) return;
      const at = (date: string, name: string) =>
        insertReservation(ctx.db, {
          restaurantId: cast.restaurant.id,
          customerName: name,
          reservationDate: date,
          timeSlot: "12:00",
          startsAt: new Date(`${date}T10:00:00Z`),
          endsAt: new Date(`${date}T12:00:00Z`),
        });
      // One before the cursor (already passed), one far ahead of it.
      const early = await at("2026-03-01", "Früh Eingefügt");
      const late = await at("2026-06-20", "Spät Eingefügt");
      added = [early.id, late.id];
    });
    seen.push(...ids(rows));
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids(all)) expect(seen).toContain(id);
    expect(seen).not.toContain(added[0]);
    expect(seen).toContain(added[1]);
    // The two rows go again, so that the other tests count the 300.
    await ctx.db.delete(reservations).where(inArray(reservations.id, added));
  });

  it("given from and to, answers only that range (both inclusive) and counts only it", async () => {
    const expected = all
      .filter((r) => r.reservationDate >= "2026-04-01" && r.reservationDate <= "2026-04-10")
      .sort(byDate);
    const page = await getPage("from=2026-04-01&to=2026-04-10&limit=200");
    expect(ids(page.data)).toEqual(ids(expected));
    expect(page.nextCursor).toBeNull();
    expect(page.counters).toEqual(countersOf(expected));
  });

  it("given each status, lists only it, while the counters stay those of the filter without status", async () => {
    const upcoming = all.filter((r) => r.reservationDate >= "2026-05-12");
    for (const status of reservationStatuses) {
      const { rows } = await walk(`from=2026-05-12&status=${status}&limit=13`);
      // 'Bestätigt' lists every real visit (the guest may have arrived, sat down or left since).
      const passes = (r: Row) => (status === "confirmed" ? isHonouredVisit(r.status) : r.status === status);
      expect(ids(rows)).toEqual(ids(upcoming.filter(passes).sort(byDate)));
      const page = await getPage(`from=2026-05-12&status=${status}`);
      expect(page.counters).toEqual(countersOf(upcoming));
    }
  });

  it("given a search, finds it in name and e-mail in any case and in the phone as typed, as core does", async () => {
    for (const q of [
      "müller",
      "MÜLLER",
      "ärger",
      "WEISS",
      "weiß",
      "beispiel.de",
      "GAST12@",
      "170 1000",
      "1001",
      "Klein 5",
      "niemand",
    ]) {
      const expected = all.filter((r) => matchesReservationSearch(r, q)).sort(byDate);
      const { rows } = await walk(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, ids: ids(rows) }).toEqual({ q, ids: ids(expected) });
      const page = await getPage(`q=${encodeURIComponent(q)}&status=pending`);
      expect({ q, counters: page.counters }).toEqual({ q, counters: countersOf(expected) });
    }
  });

  it("given a booking reference or part of it in any case, finds it, as core does", async () => {
    const reference = all[10]?.reference ?? "";
    expect(reference).toMatch(/^NPQ/);
    const { rows: one } = await walk(`q=${reference.toLowerCase()}&limit=100`);
    expect(ids(one)).toEqual([all[10]?.id]);
    for (const q of [reference, ` ${reference.slice(2).toLowerCase()} `, "npq"]) {
      const expected = all.filter((r) => matchesReservationSearch(r, q)).sort(byDate);
      expect(expected.length).toBeGreaterThan(0);
      const { rows } = await walk(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, ids: ids(rows) }).toEqual({ q, ids: ids(expected) });
    }
  });

  it("given the sorts, orders by date descending, name and party size, and pages alike", async () => {
    const descending = await walk("sort=date-desc&limit=70");
    expect(ids(descending.rows)).toEqual(ids([...all].sort(byDate).reverse()));

    for (const sort of ["name-asc", "guests-desc"]) {
      const whole = await getPage(`sort=${sort}&limit=200&to=2026-05-05`);
      const paged = await walk(`sort=${sort}&limit=9&to=2026-05-05`);
      expect(ids(paged.rows)).toEqual(ids(whole.data));
      expect(paged.rows).toHaveLength(all.filter((r) => r.reservationDate <= "2026-05-05").length);
    }
    const guests = (await getPage("sort=guests-desc&limit=200")).data.map((r) => r.numberOfGuests);
    expect(guests).toEqual([...guests].sort((a, b) => b - a));
    const initials = (await getPage("sort=name-asc&limit=200")).data.map((r) =>
      r.customerName.slice(0, 1).toLowerCase(),
    );
    expect(initials).toEqual([...initials].sort());
  });

  it("given the roles, lets owner, sub-user and admin read and refuses everyone else", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, admin: 200, owner: 200 },
      (client) => client.get(`${base()}?limit=1`),
    );
    expect((await as.admin.get("/api/restaurants/unbekannt/reservations")).status).toBe(404);
  });

  it("given bad input, answers 400 with a German message and the validation code", async () => {
    const cases: Array<[string, RegExp]> = [
      ["status=offen", /Bitte wählen Sie als Status/],
      ["sort=preis", /Bitte sortieren Sie/],
      ["limit=0", /Pro Seite sind 1 bis 200 Reservierungen möglich/],
      ["limit=201", /Pro Seite sind 1 bis 200 Reservierungen möglich/],
      ["from=2026-13-01", /Datum/],
      ["from=2026-05-10&to=2026-05-01", /darf nicht vor/],
      [`q=${"x".repeat(101)}`, /Suchbegriff ist zu lang/],
      ["cursor=kaputt", /Seitenangabe ist ungültig/],
    ];
    const dateCursor = (await getPage("limit=1")).nextCursor ?? "";
    cases.push([`sort=name-asc&cursor=${encodeURIComponent(dateCursor)}`, /Seitenangabe ist ungültig/]);
    const forged = Buffer.from(JSON.stringify(["date-asc", 1, 2, 3])).toString("base64url");
    cases.push([`cursor=${forged}`, /Seitenangabe ist ungültig/]);
    for (const [query, message] of cases) {
      const response = await as.owner.get(`${base()}?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body).toMatchObject({ success: false, code: "validation" });
      expect(String(response.body.message)).toMatch(message);
    }
  });

  it("given a read, writes nothing: past pending reservations stay pending", async () => {
    const pendingBefore = all.filter(
      (r) => r.status === "pending" && r.reservationDate < "2026-05-12",
    ).length;
    const page = await getPage("to=2026-05-11&status=pending&limit=200");
    expect(page.data).toHaveLength(pendingBefore);
  });
});
