import { describe, expect, it } from "vitest";
import { ApiError } from "./errors.ts";
import { decodeKeysetCursor, encodeKeysetCursor } from "./keyset-cursor.ts";

describe("keyset cursors", () => {
  it("given a row's sort key, gives a cursor that reads back as the same key", () => {
    const key = ["2026-05-12T10:00:00.123456Z", "Trattoria „Demo“", "r-1"];
    const cursor = encodeKeysetCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(cursor, 3, 0)).toEqual(key);
  });

  it("given anything else, refuses with 400 in German", () => {
    const refusals = [
      "kein-cursor",
      encodeKeysetCursor(["a", "b"]),
      Buffer.from(JSON.stringify(["a", 1, "c"])).toString("base64url"),
      Buffer.from(JSON.stringify({ a: 1 })).toString("base64url"),
      encodeKeysetCursor(["a", "b", "x".repeat(301)]),
      encodeKeysetCursor(["gestern", "Trattoria", "r-1"]),
      encodeKeysetCursor(["2026-13-45T10:00:00.123456Z", "Trattoria", "r-1"]),
    ];
    for (const cursor of refusals) {
      let error: unknown;
      try {
        decodeKeysetCursor(cursor, 3, 0);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        message: expect.stringMatching(/Seitenangabe ist ungültig/),
      });
    }
  });
});
