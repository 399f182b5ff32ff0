import { describe, expect, it } from "vitest";
import { adminUptime, adminUserCreateError, auditActionLabel } from "./admin.ts";

describe("admin texts", () => {
  it("given a server message, appends it to 'Fehler beim Erstellen des Benutzers: '", () => {
    expect(adminUserCreateError("E-Mail existiert bereits")).toBe(
      "Fehler beim Erstellen des Benutzers: E-Mail existiert bereits",
    );
  });
  it("given a network failure without message, shows the same text without a message", () => {
    expect(adminUserCreateError()).toBe("Fehler beim Erstellen des Benutzers: ");
  });
  it("given 87300 seconds of uptime, shows it in German units: '24 Std. 15 Min.'", () => {
    expect(adminUptime(87_300)).toBe("24 Std. 15 Min.");
  });
  it("given under a minute or a bad value, shows '0 Std. 0 Min.'", () => {
    expect(adminUptime(59)).toBe("0 Std. 0 Min.");
    expect(adminUptime(Number.NaN)).toBe("0 Std. 0 Min.");
  });
  it("given a known audit action, labels it in German; an unknown one as stored", () => {
    expect(auditActionLabel("login")).toBe("Anmeldung");
    expect(auditActionLabel("something")).toBe("something");
  });
});
