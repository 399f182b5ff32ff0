import { describe, expect, it } from "vitest";
import { daySlotsMessage, nextFreeTimesMessage } from "./booking-answers.ts";

describe("daySlotsMessage", () => {
  it("given a closed day, no free slot, one and several, names each", () => {
    expect(daySlotsMessage(true, 4)).toBe("Das Restaurant ist an diesem Tag geschlossen.");
    expect(daySlotsMessage(false, 0)).toBe("Keine Zeiten verfügbar");
    expect(daySlotsMessage(false, 1)).toBe("1 Zeitslot verfügbar");
    expect(daySlotsMessage(false, 3)).toBe("3 Zeitslots verfügbar");
  });
});

describe("nextFreeTimesMessage", () => {
  it("given none, one and several free times, names them with the days looked at", () => {
    expect(nextFreeTimesMessage(0, 14)).toBe("In den nächsten 14 Tagen ist kein Termin frei.");
    expect(nextFreeTimesMessage(1, 14)).toBe("1 freier Termin in den nächsten 14 Tagen");
    expect(nextFreeTimesMessage(5, 14)).toBe("5 freie Termine in den nächsten 14 Tagen");
  });
});
