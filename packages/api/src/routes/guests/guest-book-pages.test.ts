import {
  automaticGuestTags,
  type GuestHint,
  type GuestListEntry,
  type GuestProfile,
  groupReservationsByGuest,
  guestKeyOf,
  guestPhoneKey,
  summariseGuest,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../../db/schema/index.ts";
import { reservationContact } from "../../guests/guest-contact.ts";
import { addTables, booking, insertGuestVisit, type TestGuest } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock: 2026-05-12 12:00 in Berlin (10:00 UTC).
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const base = () => `/api/guests/restaurant/${cast.restaurant.id}`;

type Guest = TestGuest;

const visit = (
  guest: Guest,
  date: string,
  status = "confirmed" as const,
  restaurantId = cast.restaurant.id,
) => insertGuestVisit(ctx.db, restaurantId, guest, date, { status });

/** Seven guests, each last seen a month before the next (Gast 1 most recently). */
const seven: Guest[] = Array.from({ length: 7 }, (_, i) => ({
  name: `Gast ${i + 1} Nummer`,
  email: `gast${i + 1}@beispiel.de`,
}));
const maria: Guest = { name: "Maria Keller", email: "M.Keller@Beispiel.de", phone: "0151 998877" };
const oldOnly: Guest = { name: "Olaf Alt", phone: "0170 1112223" };
let mariaTonight = "";

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4]);
  for (const [i, guest] of seven.entries()) {
    const month = String(4 - Math.floor(i / 2)).padStart(2, "0");
    await visit(guest, `2026-${month}-${String(20 - i).padStart(2, "0")}`);
  }
  await visit(maria, "2025-06-01");
  await visit(maria, "2025-09-01");
  await visit({ ...maria, email: "M.KELLER@BEISPIEL.DE" }, "2025-12-01");
  mariaTonight = (await visit(maria, "2026-05-12")).id;
  await visit(oldOnly, "2024-02-02");
  await visit(oldOnly, "2024-03-03");
});

const page = async (query: string) => {
  const response = await as.owner.get(`${base()}?${query}`);
  expect(response.status).toBe(200);
  return response.body as {
    data: GuestListEntry[];
    total: number;
    nextOffset: number | null;
    message: string;
  };
};
const names = (guests: GuestListEntry[]) => guests.map((guest) => guest.name);

describe("the guest list in pages", () => {
  it("given 3 per page, answers the same order as one long page, without overlap, with total and next start", async () => {
    const all = await page("limit=200");
    expect(all.total).toBe(9);
    expect(all.nextOffset).toBeNull();
    expect(all.message).toBe("9 Gäste gefunden.");
    const first = await page("limit=3");
    const second = await page("limit=3&offset=3");
    const third = await page("limit=3&offset=6");
    expect([first.nextOffset, second.nextOffset, third.nextOffset]).toEqual([3, 6, null]);
    expect([first.total, second.total, third.total]).toEqual([9, 9, 9]);
    expect(names([...first.data, ...second.data, ...third.data])).toEqual(names(all.data));
    expect(names(all.data).slice(0, 3)).toEqual(["Gast 1 Nummer", "Gast 2 Nummer", "Gast 3 Nummer"]);
    // Olaf was last here in 2024: last of those with a visit.
    expect(names(all.data).at(-1)).toBe("Olaf Alt");
    const beyond = await page("limit=3&offset=30");
    expect(beyond).toMatchObject({ data: [], total: 9, nextOffset: null });
  });

  it("given a bad page, answers 400 in German and lists nothing", async () => {
    for (const [query, message] of [
      ["offset=-1", "Der Beginn der Seite muss eine ganze Zahl ab 0 sein."],
      ["limit=0", "Pro Seite sind 1 bis 200 Gäste möglich."],
      ["limit=201", "Pro Seite sind 1 bis 200 Gäste möglich."],
      ["offset=zwei", "Der Beginn der Seite muss eine ganze Zahl ab 0 sein."],
    ] as const) {
      const response = await as.owner.get(`${base()}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: "validation" });
      expect(JSON.stringify(response.body)).toContain(message);
    }
  });

  it("finds a guest by the start of name, surname or address, by the phone's start in any spelling or its last digits", async () => {
    for (const query of [
      "mari",
      "MARIA K",
      "kell",
      "m.keller@",
      "M.KELLER@beispiel.de",
      "0151 99",
      "+49151998",
      "998877",
    ]) {
      expect(names((await page(`q=${encodeURIComponent(query)}`)).data), query).toEqual(["Maria Keller"]);
    }
    // A part from the middle of a word is no prefix; '%' and '_' are taken literally.
    for (const query of ["aria", "eller", "beispiel.de", "%", "_ari", "9988"]) {
      expect((await page(`q=${encodeURIComponent(query)}`)).data, query).toEqual([]);
    }
    const searched = await page("q=gast&limit=2");
    expect(searched).toMatchObject({ total: 7, nextOffset: 2 });
  });

  it("gives each guest of a page what core's rules make of all of their reservations", async () => {
    const listed = (await page("limit=200")).data;
    const rows = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.restaurantId, cast.restaurant.id));
    const now = ctx.clock.now();
    const byGuest = groupReservationsByGuest(rows);
    expect(listed.map((guest) => guest.key).sort()).toEqual([...byGuest.keys()].sort());
    for (const guest of listed) {
      const summary = summariseGuest(byGuest.get(guest.key) ?? [], now);
      expect(summary && { ...summary, tags: automaticGuestTags(summary) }, guest.key).toEqual({
        ...summary,
        tags: guest.tags,
      });
      expect(guest).toMatchObject(summary ?? {});
    }
    const keller = listed.find((guest) => guest.name === "Maria Keller");
    expect(keller).toMatchObject({ key: "m.keller@beispiel.de", visits: 3, nextReservation: "2026-05-12" });
  });
});

describe("profile and hints read only their guests", () => {
  it("answers a profile from that guest's reservations alone", async () => {
    const response = await as.owner.get(
      `${base()}/profile?email=${encodeURIComponent("M.Keller@beispiel.de")}`,
    );
    const profile = response.body.data as GuestProfile;
    expect(profile.history.map((entry) => entry.reservationDate)).toEqual([
      "2026-05-12",
      "2025-12-01",
      "2025-09-01",
      "2025-06-01",
    ]);
    const byPhone = await as.owner.get(`${base()}/profile?phone=${encodeURIComponent("+49 170 1112223")}`);
    expect((byPhone.body.data as GuestProfile).history).toHaveLength(2);
  });

  it("answers a day's hints from the day's guests and their history; a guest with only old reservations is absent", async () => {
    const response = await as.owner.get(`${base()}/hints?from=2026-05-12&to=2026-05-12`);
    const hints = response.body.data as Record<string, GuestHint>;
    expect(Object.keys(hints)).toEqual([mariaTonight]);
    expect(hints[mariaTonight]).toMatchObject({ key: "m.keller@beispiel.de", visits: 3, visitNumber: 4 });
    const old = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.guestKey, guestPhoneKey(oldOnly.phone ?? "")));
    expect(old).toHaveLength(2);
    const year = (await as.owner.get(`${base()}/hints?from=2026-01-01&to=2026-12-31`)).body.data as Record<
      string,
      GuestHint
    >;
    for (const row of old) expect(year[row.id]).toBeUndefined();
    expect(Object.values(year).map((hint) => hint.key)).not.toContain(guestPhoneKey(oldOnly.phone ?? ""));
  });
});

describe("the guest key goes with every write of a contact", () => {
  it("given a booking by a guest and one by staff, stores the key and phone form core computes", async () => {
    const guest = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "Neu.Gast@Beispiel.DE", customerPhone: "0049 30 7654321" }),
    );
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const staff = await as.owner.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({
        customerEmail: "Per.Telefon@beispiel.de",
        customerPhone: "030 7654322",
        reservationDate: "2026-05-14",
      }),
    );
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    const ids = [guest, staff].map((answer) => (answer.body.data as { _id: string })._id);
    for (const id of ids) {
      const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
      expect(row && { key: row.guestKey, phone: row.guestPhone }).toEqual(
        row && { key: guestKeyOf(row), phone: guestPhoneKey(row.customerPhone) },
      );
    }
    expect(names((await page("q=neu.gast")).data)).toEqual(["Erika Mustermann"]);
    expect(names((await page("q=7654322")).data)).toEqual(["Erika Mustermann"]);
  });

  it("given a contact changed through reservationContact, moves the reservation to the new guest at once", async () => {
    const row = await visit({ name: "Wechsel Wendt", email: "alt@beispiel.de" }, "2026-03-03");
    await ctx.db
      .update(reservations)
      .set(reservationContact({ customerEmail: "", customerPhone: "0176 4444444" }))
      .where(eq(reservations.id, row.id));
    expect((await page("q=alt%40")).data).toEqual([]);
    expect(names((await page("q=0176 444")).data)).toEqual(["Wechsel Wendt"]);
    const moved = await as.owner.get(`${base()}/profile?phone=${encodeURIComponent("+49 176 4444444")}`);
    expect(moved.status).toBe(200);
  });

  it("given an erasure, empties the key: the guest leaves list, profile and hints", async () => {
    expect(
      (await as.owner.delete(`${base()}?email=${encodeURIComponent("m.keller@beispiel.de")}`)).status,
    ).toBe(200);
    const erased = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.customerName, "Anonymisiert"));
    expect(erased.length).toBeGreaterThanOrEqual(4);
    expect(erased.every((row) => row.guestKey === "" && row.guestPhone === "")).toBe(true);
    expect((await page("q=maria")).data).toEqual([]);
    expect((await as.owner.get(`${base()}/profile?email=m.keller%40beispiel.de`)).status).toBe(404);
    const hints = (await as.owner.get(`${base()}/hints?from=2026-05-12&to=2026-05-12`)).body.data;
    expect(hints).toEqual({});
  });
});
