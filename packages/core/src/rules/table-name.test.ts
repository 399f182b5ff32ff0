import { describe, expect, it } from "vitest";
import { generatedTableName, hasGeneratedTableName, tableNameAfterRenumber } from "./table-name.ts";

describe("generatedTableName", () => {
  it("given seats and a number, names the table '{seats}er Tisch {n}'", () => {
    expect(generatedTableName(4, 5)).toBe("4er Tisch 5");
    expect(generatedTableName(12, " 3 ")).toBe("12er Tisch 3");
  });
});

describe("tableNameAfterRenumber", () => {
  it("given the generated name, the name follows the new number", () => {
    expect(tableNameAfterRenumber({ name: "4er Tisch 5", seats: 4, tableNumber: "5" }, "12")).toBe(
      "4er Tisch 12",
    );
  });

  it("given a blank name, the table gets the generated one", () => {
    expect(tableNameAfterRenumber({ name: "", seats: 2, tableNumber: "1" }, "7")).toBe("2er Tisch 7");
  });

  it("given a name of the owner's own, the name stays", () => {
    expect(tableNameAfterRenumber({ name: "Fenstertisch", seats: 4, tableNumber: "5" }, "12")).toBe(
      "Fenstertisch",
    );
  });

  it("given a generated-looking name of another number or size, the name stays", () => {
    expect(tableNameAfterRenumber({ name: "4er Tisch 3", seats: 4, tableNumber: "5" }, "12")).toBe(
      "4er Tisch 3",
    );
    expect(tableNameAfterRenumber({ name: "6er Tisch 5", seats: 4, tableNumber: "5" }, "12")).toBe(
      "6er Tisch 5",
    );
  });

  it("given a numeric table number, compares it as text", () => {
    expect(hasGeneratedTableName({ name: "4er Tisch 5", seats: 4, tableNumber: 5 })).toBe(true);
  });
});
