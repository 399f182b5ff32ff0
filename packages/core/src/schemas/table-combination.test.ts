import { describe, expect, it } from "vitest";
import { tableCombinationTexts } from "../texts/table-combinations.ts";
import { createTableCombinationRequestSchema } from "./table-combination.ts";

function messageOf(body: unknown): string | undefined {
  const result = createTableCombinationRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("createTableCombinationRequestSchema", () => {
  it("given two to four different tables and a name, accepts them", () => {
    expect(
      createTableCombinationRequestSchema.parse({
        restaurantId: "r1",
        tableIds: ["a", "b"],
        name: " Fenster ",
      }),
    ).toEqual({ restaurantId: "r1", tableIds: ["a", "b"], name: "Fenster" });
  });

  it("given one table, refuses in German", () => {
    expect(messageOf({ restaurantId: "r1", tableIds: ["a"] })).toBe(tableCombinationTexts.tooFewTables);
  });

  it("given five tables, refuses in German", () => {
    expect(messageOf({ restaurantId: "r1", tableIds: ["a", "b", "c", "d", "e"] })).toBe(
      tableCombinationTexts.tooManyTables,
    );
  });

  it("given a table twice, refuses in German", () => {
    expect(messageOf({ restaurantId: "r1", tableIds: ["a", "a"] })).toBe(
      tableCombinationTexts.duplicateTables,
    );
  });
});
