import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rooms, tables } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const shape = [
  { x: 0, y: 0 },
  { x: 300, y: 0 },
  { x: 300, y: 240 },
];

describe("rooms", () => {
  it("given the owner, saves a room; others are refused and nothing is saved", async () => {
    const body = {
      restaurantId: cast.restaurant.id,
      name: "Wintergarten",
      width: 300,
      height: 240,
      shape,
      color: "#aabbcc",
    };
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.post("/api/rooms", body),
    );
    expect(await ctx.db.select().from(rooms)).toHaveLength(0);
    const created = await as.owner.post("/api/rooms", body);
    expectAnswer(created, 201, {
      success: true,
      message: "Raum erfolgreich gespeichert!",
      room: { name: "Wintergarten", shape },
    });
  });

  it("given fewer than 3 points or no name, answers 400 with the required German text", async () => {
    const message = "Bitte zeichnen Sie einen Raum (mindestens 3 Punkte) und geben Sie einen Namen ein.";
    for (const body of [
      { restaurantId: cast.restaurant.id, name: "Zu klein", shape: shape.slice(0, 2) },
      { restaurantId: cast.restaurant.id, name: " ", shape },
    ]) {
      const response = await as.owner.post("/api/rooms", body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it("given staff, lists the rooms as { success, rooms }; strangers are refused", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (c) => c.get(`/api/rooms/restaurant/${cast.restaurant.id}`),
    );
    const list = await as.subuser.get(`/api/rooms/restaurant/${cast.restaurant.id}`);
    expect(list.body.rooms).toHaveLength(1);
  });

  it("given delete, its tables keep their place but lose the room", async () => {
    const [room] = await ctx.db.select().from(rooms);
    if (!room) throw new Error("no room");
    const [table] = await ctx.db
      .insert(tables)
      .values({
        restaurantId: cast.restaurant.id,
        tableNumber: "7",
        seats: 4,
        roomId: room.id,
        x: 150,
        y: 90,
      })
      .returning();
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.delete(`/api/rooms/${room.id}`),
    );
    expect((await as.owner.delete(`/api/rooms/${room.id}`)).body).toEqual({
      success: true,
      message: "Raum erfolgreich gelöscht!",
    });
    const [after] = await ctx.db
      .select()
      .from(tables)
      .where(eq(tables.id, table?.id ?? ""));
    expect(after).toMatchObject({ roomId: null, x: 150, y: 90 });
    expect((await as.owner.delete(`/api/rooms/${room.id}`)).status).toBe(404);
  });
});
