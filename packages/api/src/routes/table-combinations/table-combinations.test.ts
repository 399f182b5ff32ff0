import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservationTables, tableCombinations, tables } from "../../db/schema/index.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx, "each");
const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 } as const;

/** Tables 1–4 of the cast's restaurant with the given seats; answers their ids by table number. */
async function tablesOf(seats: number[]): Promise<string[]> {
  const rows = await addTables(ctx.db, cast.restaurant.id, seats);
  return rows.map((row) => row.id);
}

const combine = (tableIds: string[], name?: string) => ({
  restaurantId: cast.restaurant.id,
  tableIds,
  ...(name === undefined ? {} : { name }),
});

describe("table combinations", () => {
  it("given the owner, creates one (201, its tables and seats together), lists it to staff and deletes it", async () => {
    const [one = "", two = "", three = ""] = await tablesOf([4, 4, 2]);
    await expectStatuses(as, refusals, (c) => c.post("/api/tables/combinations", combine([one, two])));
    expect(await ctx.db.select().from(tableCombinations)).toHaveLength(0);
    const created = await as.owner.post("/api/tables/combinations", combine([two, one], "Fensterfront"));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Fensterfront",
      tableIds: [one, two],
      seats: 8,
      internal: false,
      tables: [{ tableNumber: "1" }, { tableNumber: "2" }],
    });
    expect((await as.admin.post("/api/tables/combinations", combine([one, two, three]))).status).toBe(201);
    const path = `/api/tables/combinations/restaurant/${cast.restaurant.id}`;
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (c) => c.get(path),
    );
    const listed = await as.subuser.get(path);
    expect((listed.body.data as Array<{ seats: number }>).map((c) => c.seats)).toEqual([8, 10]);
    const id = (created.body.data as { _id: string })._id;
    await expectStatuses(as, refusals, (c) => c.delete(`/api/tables/combinations/${id}`));
    const deleted = await as.owner.delete(`/api/tables/combinations/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Kombination gelöscht.");
    expect((await as.owner.delete(`/api/tables/combinations/${id}`)).status).toBe(404);
    expect((await as.owner.get(path)).body.data).toHaveLength(1);
  });

  it("given bad input, answers 400 in German, and the same set twice 409", async () => {
    const [one = "", two = "", three = "", four = "", five = ""] = await tablesOf([2, 2, 2, 2, 2]);
    const [foreign] = await addTables(ctx.db, cast.otherRestaurant.id, [4], 7);
    const cases: Array<[string[], string]> = [
      [[one], "Bitte wählen Sie mindestens zwei Tische."],
      [[one, two, three, four, five], "Eine Kombination kann höchstens vier Tische umfassen."],
      [[one, one], "Jeder Tisch darf in einer Kombination nur einmal vorkommen."],
      [[one, foreign?.id ?? ""], "Mindestens ein Tisch gehört nicht zu diesem Restaurant."],
      [[one, "unbekannt"], "Mindestens ein Tisch gehört nicht zu diesem Restaurant."],
    ];
    for (const [tableIds, message] of cases) {
      const response = await as.owner.post("/api/tables/combinations", combine(tableIds));
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await as.owner.post("/api/tables/combinations", combine([one, two]))).status).toBe(201);
    const twice = await as.owner.post("/api/tables/combinations", combine([two, one], "Anders benannt"));
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 409,
      message: "Diese Kombination ist bereits angelegt.",
    });
    // A superset is another combination.
    expect((await as.owner.post("/api/tables/combinations", combine([one, two, three]))).status).toBe(201);
    expect(await ctx.db.select().from(tableCombinations)).toHaveLength(2);
  });

  it("given a table is deleted, its membership goes and a combination left with one table goes too", async () => {
    const [one = "", two = "", three = ""] = await tablesOf([2, 2, 2]);
    await as.owner.post("/api/tables/combinations", combine([one, two]));
    await as.owner.post("/api/tables/combinations", combine([one, two, three]));
    expect((await as.owner.delete(`/api/tables/${two}`)).status).toBe(200);
    const left = await as.owner.get(`/api/tables/combinations/restaurant/${cast.restaurant.id}`);
    expect((left.body.data as Array<{ tableIds: string[] }>).map((c) => c.tableIds)).toEqual([[one, three]]);
  });

  it("given a defined combination, a large party online gets it and every table in it is booked", async () => {
    const [one = "", two = "", three = ""] = await tablesOf([4, 4, 4]);
    await as.owner.post("/api/tables/combinations", combine([one, three]));
    const response = await ctx
      .client()
      .post(`/api/reservation/${cast.restaurant.id}`, booking({ numberOfGuests: 7 }));
    expect(response.status).toBe(201);
    const rows = await ctx.db.select().from(reservationTables);
    expect(rows.map((row) => row.tableId).sort()).toEqual([one, three].sort());
    expect(rows.some((row) => row.tableId === two)).toBe(false);
  });
});

describe("internal tables", () => {
  it("given the owner, sets 'Nur intern' on create and by its own route; the lists show it", async () => {
    const created = await as.owner.post("/api/tables", {
      restaurantId: cast.restaurant.id,
      tableNumber: "1",
      seats: 4,
      internal: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ internal: true });
    const id = (created.body.data as { _id: string })._id;
    await expectStatuses(as, refusals, (c) => c.put(`/api/tables/${id}/internal`, { internal: false }));
    const changed = await as.owner.put(`/api/tables/${id}/internal`, { internal: false });
    expect(changed.body.data).toMatchObject({ internal: false });
    expect((await as.owner.put(`/api/tables/${id}/internal`, { internal: "ja" })).status).toBe(400);
    const list = await as.subuser.get(`/api/tables/restaurant/${cast.restaurant.id}`);
    expect(list.body.data).toMatchObject([{ internal: false }]);
  });

  it("given only an internal table fits, online bookings are refused and the table stays free", async () => {
    const [small = "", large = ""] = await tablesOf([2, 6]);
    await ctx.db.update(tables).set({ internal: true }).where(eq(tables.id, large));
    const client = ctx.client();
    const refused = await client.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ numberOfGuests: 5 }),
    );
    expect(refused.status).toBe(409);
    const two = await client.post(`/api/reservation/${cast.restaurant.id}`, booking({ numberOfGuests: 2 }));
    expect(two.status).toBe(201);
    const rows = await ctx.db.select().from(reservationTables);
    expect(rows.map((row) => row.tableId)).toEqual([small]);
    // Staff may seat the party there.
    const byStaff = await as.owner.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ numberOfGuests: 5 }),
    );
    expect(byStaff.status).toBe(201);
    const after = await ctx.db.select().from(reservationTables);
    expect(after.map((row) => row.tableId).sort()).toEqual([small, large].sort());
  });
});

describe("OpenAPI", () => {
  it("describes the combinations' routes and the tables' internal switch", async () => {
    const document = await ctx.client().get("/api/openapi.json");
    const paths = Object.keys((document.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/tables/combinations",
        "/api/tables/combinations/restaurant/{restaurantId}",
        "/api/tables/combinations/{id}",
        "/api/tables/{id}/internal",
      ]),
    );
  });
});
