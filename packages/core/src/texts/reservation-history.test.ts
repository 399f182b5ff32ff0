import { describe, expect, it } from "vitest";
import { reservationEventActorLabel } from "./reservation-history.ts";

describe("reservation history texts", () => {
  it("names the staff member or guest when known, else the kind of actor", () => {
    expect(reservationEventActorLabel("staff", "Service")).toBe("von Service (Personal)");
    expect(reservationEventActorLabel("staff", null)).toBe("vom Personal");
    expect(reservationEventActorLabel("guest", "Gast Konto")).toBe("von Gast Konto (Gast)");
    expect(reservationEventActorLabel("guest")).toBe("vom Gast");
    expect(reservationEventActorLabel("auto_confirm", "ignored")).toBe(
      "automatisch (Reservierungen automatisch bestätigen)",
    );
    expect(reservationEventActorLabel("system", " ")).toBe("vom System");
  });
});
