import { describe, expect, it } from "vitest";
import { pushTestMessage } from "./test-message.ts";

describe("pushTestMessage", () => {
  const at = new Date("2026-05-12T22:30:00.000Z");

  it("given Europe/Berlin, stamps the restaurant's next day and local time, not UTC's", () => {
    const message = pushTestMessage({
      title: "T",
      text: "Hallo",
      at,
      timeZone: "Europe/Berlin",
      tag: "test",
    });
    expect(message).toEqual({ title: "T", body: "Hallo · 13.05.2026, 00:30 Uhr", tag: "test" });
  });

  it("given America/New_York, stamps the time there", () => {
    const message = pushTestMessage({
      title: "T",
      text: "Hallo",
      at,
      timeZone: "America/New_York",
      tag: "x",
    });
    expect(message.body).toBe("Hallo · 12.05.2026, 18:30 Uhr");
  });
});
