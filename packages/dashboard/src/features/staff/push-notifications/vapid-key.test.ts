import { describe, expect, it } from "vitest";
import { vapidKeyToBytes } from "./vapid-key.ts";

describe("vapidKeyToBytes", () => {
  it("given base64url text without padding, answers its bytes", () => {
    expect([...vapidKeyToBytes("AQID_-8")]).toEqual([1, 2, 3, 255, 239]);
  });
});
