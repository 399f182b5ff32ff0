import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservations, rooms, tables } from "../../db/schema/index.ts";
import { assignTable, insertReservation } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 } as const;

const newTable = (tableNumber: string, seats = 4) => ({
  restaurantId: cast.restaurant.id,
  name: "",
  tableNumber,
  seats,
  location: "Hauptraum",
});

async function tableId(tableNumber: string): Promise<string> {
  const [row] = await ctx.db.select().from(tables).where(eq(tables.tableNumber, tableNumber));
  if (!row) throw new Error("no table");
  return row.id;
}

const hour = 3_600_000;

/** A confirmed two-hour reservation on the table, starting `startsIn` ms from the test clock's now. */
async function reserveTable(id: string, startsIn: number, released = false) {
  const startsAt = new Date(ctx.clock.now().getTime() + startsIn);
  const reservation = await insertReservation(ctx.db, {
    restaurantId: cast.restaurant.id,
    customerName: "Test",
    reservationDate: "2026-05-12",
    timeSlot: "13:00",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * hour),
    status: "confirmed",
  });
  await assignTable(ctx.db, reservation, id, released);
  return reservation;
}

describe("tables", () => {
  it("given the owner, creates tables ('{seats}er Tisch {n}' by default) and refuses a taken number", async () => {
    await expectStatuses(as, refusals, (c) => c.post("/api/tables", newTable("1")));
    expect(await ctx.db.select().from(tables)).toHaveLength(0);
    const created = await as.owner.post("/api/tables", newTable("1"));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "4er Tisch 1",
      tableNumber: "1",
      seats: 4,
      roomId: null,
      position: { x: 75, y: 75, rotation: 0 },
    });
    expect((await as.admin.post("/api/tables", newTable("2", 2))).status).toBe(201);
    const taken = await as.owner.post("/api/tables", newTable("1"));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Diese Tischnummer ist bereits vergeben.");
  });

  it("given staff, lists under the restaurant's own path, by owner id or restaurant id; strangers are refused", async () => {
    for (const path of [
      `/api/restaurants/${cast.restaurant.id}/tables`,
      `/api/tables/${cast.owner.id}`,
      `/api/tables/${cast.subuser.id}`,
      `/api/tables/restaurant/${cast.restaurant.id}`,
    ]) {
      await expectStatuses(
        as,
        { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
        (c) => c.get(path),
      );
    }
    const list = await as.subuser.get(`/api/tables/restaurant/${cast.restaurant.id}`);
    expect((list.body.data as Array<{ tableNumber: string }>).map((t) => t.tableNumber)).toEqual(["1", "2"]);
    expect((await as.owner.get("/api/tables/restaurant/unbekannt")).status).toBe(404);
    expect((await as.owner.get("/api/restaurants/unbekannt/tables")).status).toBe(404);
  });

  it("given the restaurant's path and the older ones, each answers the same list", async () => {
    const lists = [];
    for (const path of [
      `/api/restaurants/${cast.restaurant.id}/tables`,
      `/api/tables/${cast.owner.id}`,
      `/api/tables/restaurant/${cast.restaurant.id}`,
    ]) {
      const response = await as.owner.get(path);
      expect(response.status, path).toBe(200);
      lists.push(response.body);
    }
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
  });

  it("given invalid input, answers 400 in German and creates nothing", async () => {
    const cases: Array<[object, string]> = [
      [{ ...newTable("  ") }, "Bitte geben Sie eine gültige Tischnummer ein"],
      [{ ...newTable("9"), seats: 0 }, "Bitte geben Sie eine gültige Anzahl Sitzplätze ein."],
      [{ ...newTable("9"), seats: "vier" }, "Bitte geben Sie eine gültige Anzahl Sitzplätze ein."],
      [{ ...newTable("9"), extra: 1 }, "Unbekanntes Feld: extra"],
    ];
    for (const [body, message] of cases) {
      const response = await as.owner.post("/api/tables", body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect(await ctx.db.select().from(tables)).toHaveLength(2);
  });

  it("given position and number updates, the owner may change them; others change nothing", async () => {
    const id = await tableId("1");
    await expectStatuses(as, refusals, (c) => c.put(`/api/tables/${id}/position`, { x: 999 }));
    await expectStatuses(as, refusals, (c) => c.put(`/api/tables/${id}/number`, { tableNumber: "99" }));
    const moved = await as.owner.put(`/api/tables/${id}/position`, { x: 120, rotation: 45 });
    expect(moved.body.data).toMatchObject({ position: { x: 120, y: 75, rotation: 45 } });
    expect((await as.owner.put(`/api/tables/${id}/position`, {})).status).toBe(400);
    expect((await as.owner.put(`/api/tables/${id}/number`, { tableNumber: "2" })).status).toBe(409);
    expect((await as.owner.put(`/api/tables/${id}/number`, { tableNumber: " " })).body.message).toBe(
      "Bitte geben Sie eine gültige Tischnummer ein",
    );
    expect((await as.owner.put(`/api/tables/${id}/number`, { tableNumber: "10" })).body.data).toMatchObject({
      tableNumber: "10",
    });
    expect((await as.owner.put("/api/tables/unbekannt/number", { tableNumber: "3" })).status).toBe(404);
  });

  it("given a room of another restaurant, refuses to place the table there", async () => {
    const [room] = await ctx.db
      .insert(rooms)
      .values({
        restaurantId: cast.otherRestaurant.id,
        name: "Fremd",
        width: 100,
        height: 100,
        shape: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
        ],
      })
      .returning();
    const response = await as.owner.put(`/api/tables/${await tableId("10")}/position`, { roomId: room?.id });
    expect(response.status).toBe(400);
  });

  it("given delete, refuses strangers and tables with upcoming reservations, else deletes", async () => {
    const id = await tableId("10");
    await expectStatuses(as, refusals, (c) => c.delete(`/api/tables/${id}`));
    const reservation = await reserveTable(id, hour);
    expect((await as.owner.delete(`/api/tables/${id}`)).status).toBe(409);
    await ctx.db.delete(reservations).where(eq(reservations.id, reservation.id));
    expect((await as.owner.delete(`/api/tables/${id}`)).body).toEqual({
      success: true,
      message: "Tisch erfolgreich gelöscht!",
    });
    expect((await as.owner.delete(`/api/tables/${id}`)).status).toBe(404);
  });

  it("given a renumbered table, a generated name follows the new number and a name of one's own stays", async () => {
    expect((await as.owner.post("/api/tables", newTable("20"))).body.data).toMatchObject({
      name: "4er Tisch 20",
    });
    await as.owner.post("/api/tables", { ...newTable("21", 6), name: "Fenstertisch" });
    const generated = await as.owner.put(`/api/tables/${await tableId("20")}/number`, { tableNumber: "22" });
    expect(generated.body.data).toMatchObject({ tableNumber: "22", name: "4er Tisch 22" });
    const custom = await as.owner.put(`/api/tables/${await tableId("21")}/number`, { tableNumber: "23" });
    expect(custom.body.data).toMatchObject({ tableNumber: "23", name: "Fenstertisch" });
    const [stored] = await ctx.db.select().from(tables).where(eq(tables.tableNumber, "22"));
    expect(stored?.name).toBe("4er Tisch 22");
  });

  it("given reservations, the list says which tables have upcoming ones (ended and released ones do not count)", async () => {
    const book = async (tableNumber: string, startsIn: number, released = false) =>
      reserveTable(await tableId(tableNumber), startsIn, released);
    await as.owner.post("/api/tables", newTable("24"));
    await book("22", hour);
    await book("23", -3 * hour);
    await book("24", hour, true);
    const list = await as.subuser.get(`/api/tables/restaurant/${cast.restaurant.id}`);
    const flags = Object.fromEntries(
      (list.body.data as Array<{ tableNumber: string; hasUpcomingReservations: boolean }>).map((t) => [
        t.tableNumber,
        t.hasUpcomingReservations,
      ]),
    );
    expect(flags).toMatchObject({ "22": true, "23": false, "24": false });
    expect((await as.owner.delete(`/api/tables/${await tableId("22")}`)).status).toBe(409);
  });
});
