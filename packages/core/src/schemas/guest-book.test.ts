import { describe, expect, it } from "vitest";
import { guestListQuerySchema, guestProfileUpdateRequestSchema } from "./guest-book.ts";

describe("guestProfileUpdateRequestSchema", () => {
  it("given a note and preset and own tags, accepts them trimmed", () => {
    expect(
      guestProfileUpdateRequestSchema.parse({
        note: " Nussallergie ",
        tags: ["VIP", " Allergie", "Fensterplatz"],
      }),
    ).toEqual({ note: "Nussallergie", tags: ["VIP", "Allergie", "Fensterplatz"] });
  });
  it("given nothing, clears note and tags", () => {
    expect(guestProfileUpdateRequestSchema.parse({})).toEqual({ note: "", tags: [] });
  });
  it("given a tag of 31 characters, refuses it in German", () => {
    const result = guestProfileUpdateRequestSchema.safeParse({ tags: ["x".repeat(31)] });
    expect(result.error?.issues[0]?.message).toBe("Ein Tag darf höchstens 30 Zeichen lang sein.");
  });
  it("given 11 tags, refuses them", () => {
    const tags = Array.from({ length: 11 }, (_, i) => `Tag ${i}`);
    expect(guestProfileUpdateRequestSchema.safeParse({ tags }).error?.issues[0]?.message).toBe(
      "Höchstens 10 Tags pro Gast.",
    );
  });
  it("given a tag twice or an automatic tag, refuses it", () => {
    expect(guestProfileUpdateRequestSchema.safeParse({ tags: ["VIP", "vip"] }).success).toBe(false);
    expect(guestProfileUpdateRequestSchema.safeParse({ tags: ["Stammgast"] }).error?.issues[0]?.message).toBe(
      "„Stammgast“ und „Neu“ werden automatisch vergeben.",
    );
  });
  it("given a note over 1000 characters or an unknown field, refuses it", () => {
    expect(guestProfileUpdateRequestSchema.safeParse({ note: "x".repeat(1001) }).success).toBe(false);
    expect(guestProfileUpdateRequestSchema.safeParse({ note: "", visits: 9 }).success).toBe(false);
  });
});

describe("guestListQuerySchema", () => {
  it("given no sort, sorts by last visit; an unknown sort is refused", () => {
    expect(guestListQuerySchema.parse({ q: " anna " })).toEqual({
      q: "anna",
      sort: "lastVisit",
      offset: 0,
      limit: 50,
    });
    expect(guestListQuerySchema.safeParse({ sort: "name" }).success).toBe(false);
  });
  it("given a page as query strings, reads numbers; a negative start or too many per page is refused in German", () => {
    expect(guestListQuerySchema.parse({ offset: "100", limit: "25" })).toMatchObject({
      offset: 100,
      limit: 25,
    });
    const negative = guestListQuerySchema.safeParse({ offset: "-1" });
    expect(negative.error?.issues[0]?.message).toBe("Der Beginn der Seite muss eine ganze Zahl ab 0 sein.");
    const tooMany = guestListQuerySchema.safeParse({ limit: "201" });
    expect(tooMany.error?.issues[0]?.message).toBe("Pro Seite sind 1 bis 200 Gäste möglich.");
    expect(guestListQuerySchema.safeParse({ limit: "x" }).success).toBe(false);
  });
});

describe("guestProfileUpdateRequestSchema's block", () => {
  it("given a block with a reason, accepts it trimmed", () => {
    expect(
      guestProfileUpdateRequestSchema.parse({ blocked: true, blockedReason: " Zweimal nicht erschienen " }),
    ).toEqual({ note: "", tags: [], blocked: true, blockedReason: "Zweimal nicht erschienen" });
  });
  it("given no block fields, leaves them out so the stored block stays", () => {
    expect(guestProfileUpdateRequestSchema.parse({ note: "x" })).not.toHaveProperty("blocked");
  });
  it("given a reason of 201 characters, refuses it in German", () => {
    const result = guestProfileUpdateRequestSchema.safeParse({
      blocked: true,
      blockedReason: "x".repeat(201),
    });
    expect(result.error?.issues[0]?.message).toBe(
      "Der Grund der Sperre darf höchstens 200 Zeichen lang sein.",
    );
  });
  it("given a block that is not true or false, refuses it in German", () => {
    const result = guestProfileUpdateRequestSchema.safeParse({ blocked: "ja" });
    expect(result.error?.issues[0]?.message).toBe(
      "Bitte geben Sie an, ob die Online-Reservierung gesperrt ist (ja oder nein).",
    );
  });
});
