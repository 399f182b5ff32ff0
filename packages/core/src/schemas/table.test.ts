import { describe, expect, it } from "vitest";
import {
  createTableRequestSchema,
  tableSchema,
  updateTableNumberRequestSchema,
  updateTablePositionRequestSchema,
} from "./table.ts";

describe("tableSchema", () => {
  it("given a numeric table number and no position, reads a string, the default position and not internal", () => {
    expect(tableSchema.parse({ _id: "t1", name: "4er Tisch 3", seats: 4, tableNumber: 3 })).toEqual({
      _id: "t1",
      name: "4er Tisch 3",
      seats: 4,
      tableNumber: "3",
      position: { x: 75, y: 75, rotation: 0 },
      internal: false,
    });
  });
});

describe("createTableRequestSchema", () => {
  it("given a quick-configuration table, defaults the location to Hauptraum", () => {
    expect(
      createTableRequestSchema.parse({ restaurantId: "r1", name: "2er Tisch 1", tableNumber: "1", seats: 2 }),
    ).toMatchObject({ location: "Hauptraum", tableNumber: "1" });
  });
  it("given 0 seats, refuses it", () => {
    expect(
      createTableRequestSchema.safeParse({ restaurantId: "r1", tableNumber: "1", seats: 0 }).success,
    ).toBe(false);
  });
});

describe("updateTableNumberRequestSchema", () => {
  it("given a blank number, answers the required German text", () => {
    expect(updateTableNumberRequestSchema.safeParse({ tableNumber: "  " }).error?.issues[0]?.message).toBe(
      "Bitte geben Sie eine gültige Tischnummer ein",
    );
  });
  it("given ' 12 ', trims it", () => {
    expect(updateTableNumberRequestSchema.parse({ tableNumber: " 12 " })).toEqual({ tableNumber: "12" });
  });
});

describe("updateTablePositionRequestSchema", () => {
  it("given only a rotation, accepts the partial update; roomId null leaves the room", () => {
    expect(updateTablePositionRequestSchema.parse({ rotation: 45 })).toEqual({ rotation: 45 });
    expect(updateTablePositionRequestSchema.parse({ roomId: null })).toEqual({ roomId: null });
  });
  it("given nothing, or an unknown key, refuses it", () => {
    expect(updateTablePositionRequestSchema.safeParse({}).success).toBe(false);
    expect(updateTablePositionRequestSchema.safeParse({ x: 1, seats: 4 }).success).toBe(false);
  });
});
