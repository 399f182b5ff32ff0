import { describe, expect, it } from "vitest";
import { createRoomRequestSchema, roomListResponseSchema } from "./room.ts";

const triangle = [
  { x: 0, y: 0 },
  { x: 90, y: 0 },
  { x: 90, y: 90 },
];
const roomText = "Bitte zeichnen Sie einen Raum (mindestens 3 Punkte) und geben Sie einen Namen ein.";

describe("createRoomRequestSchema", () => {
  it("given a name and 3 points, accepts them with the default size and colour", () => {
    expect(
      createRoomRequestSchema.parse({ restaurantId: "r1", name: " Terrasse ", shape: triangle }),
    ).toEqual({
      restaurantId: "r1",
      name: "Terrasse",
      shape: triangle,
      width: 800,
      height: 600,
      color: "#e5d3a1",
    });
  });
  it("given 2 points or a blank name, answers the required German text", () => {
    expect(
      createRoomRequestSchema.safeParse({ restaurantId: "r1", name: "A", shape: triangle.slice(0, 2) }).error
        ?.issues[0]?.message,
    ).toBe(roomText);
    expect(
      createRoomRequestSchema.safeParse({ restaurantId: "r1", name: "", shape: triangle }).error?.issues[0]
        ?.message,
    ).toBe(roomText);
  });
});

describe("roomListResponseSchema", () => {
  it("given `{ success, rooms }` or a bare array, reads the rooms", () => {
    const room = { _id: "1", name: "Saal", shape: triangle };
    expect(roomListResponseSchema.parse({ success: true, rooms: [room] }).data).toHaveLength(1);
    expect(roomListResponseSchema.parse([room]).data[0]?.color).toBe("#e5d3a1");
  });
});
