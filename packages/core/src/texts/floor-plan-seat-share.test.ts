import { describe, expect, it } from "vitest";
import { floorPlanSeatShareTexts as texts } from "./floor-plan-seat-share.ts";
import { settingsDefinedCombinations } from "./table-combinations.ts";

describe("floor plan seat share texts", () => {
  it("words the moment's seats: 12 of 60 for walk-ins, 38 of 48 of the online limit", () => {
    expect(texts.walkIn(12, 60)).toBe("Für Laufkundschaft gehalten: 12 von 60 Plätzen");
    expect(texts.online(38, 48)).toBe("Online-Grenze: 38 von 48 Plätzen belegt");
  });
  it("counts internal tables in singular and plural", () => {
    expect(texts.internal(1, 8)).toBe("Nur intern: 1 Tisch, 8 Plätze");
    expect(texts.internal(2, 1)).toBe("Nur intern: 2 Tische, 1 Platz");
  });
  it("names the defined combinations in the capacity settings", () => {
    expect(settingsDefinedCombinations(3)).toBe(
      "Große Gruppen sitzen nur an festgelegten Kombinationen (3).",
    );
  });
});
