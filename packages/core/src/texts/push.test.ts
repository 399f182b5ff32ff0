import { describe, expect, it } from "vitest";
import { newReservationNotificationBody, pushDeviceCount } from "./push.ts";

describe("push texts", () => {
  it("given 0, 1 and 3 devices, counts them in German", () => {
    expect(pushDeviceCount(0)).toBe("Keine Geräte registriert");
    expect(pushDeviceCount(1)).toBe("1 Gerät registriert");
    expect(pushDeviceCount(3)).toBe("3 Geräte registriert");
  });
  it("given a new reservation, joins name, date, time and guests", () => {
    expect(
      newReservationNotificationBody({
        customerName: "Anna Schmidt",
        date: "24.12.2026",
        time: "19:00",
        guests: 4,
      }),
    ).toBe("Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen");
  });
  it("given a blank customer name, leaves it out", () => {
    expect(
      newReservationNotificationBody({ customerName: " ", date: "24.12.2026", time: "19:00", guests: 1 }),
    ).toBe("24.12.2026 · 19:00 · 1 Person");
  });
});
