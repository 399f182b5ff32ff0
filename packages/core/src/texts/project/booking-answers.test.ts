import { describe, expect, it } from "vitest";
import { daySlotsMessage } from "./booking-answers.ts";

describe("daySlotsMessage", () => {
  it("given a closed day, no free slot, one and several, names each", () => {
    expect(daySlotsMessage(true, 4)).toBe("Das Restaurant ist an diesem Tag geschlossen.");
    expect(daySlotsMessage(false, 0)).toBe("Keine Zeiten verfügbar");
    expect(daySlotsMessage(false, 1)).toBe("1 Zeitslot verfügbar");
    expect(daySlotsMessage(false, 3)).toBe("3 Zeitslots verfügbar");
  });
});
