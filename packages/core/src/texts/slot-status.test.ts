import { describe, expect, it } from "vitest";
import { slotMarkLabel, slotUnavailableReasonLabel } from "./slot-status.ts";

describe("slot status texts", () => {
  it("given an available slot, marks it '✓ Verfügbar'", () => {
    expect(slotMarkLabel(true)).toBe("✓ Verfügbar");
  });
  it("given an unavailable slot, marks it '✗ Ausgebucht'", () => {
    expect(slotMarkLabel(false)).toBe("✗ Ausgebucht");
  });
  it("given each reason, shows its tooltip text", () => {
    expect(slotUnavailableReasonLabel("fullyBooked")).toBe("Ausgebucht");
    expect(slotUnavailableReasonLabel("noFittingTables")).toBe("Keine passenden Tische");
    expect(slotUnavailableReasonLabel("past")).toBe("Vergangen");
    expect(slotUnavailableReasonLabel("closed")).toBe("Geschlossen");
  });
  it("given no reason, falls back to 'Ausgebucht'", () => {
    expect(slotUnavailableReasonLabel()).toBe("Ausgebucht");
  });
});
