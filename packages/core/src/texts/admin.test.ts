import { describe, expect, it } from "vitest";
import { adminUptime, adminUserCreateError, auditActionLabel, auditDetails } from "./admin.ts";

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

  it("given a settings change, names the restaurant and the changed settings by their German labels", () => {
    expect(
      auditDetails({ fields: "autoConfirmReservations, stayDurations", restaurant: "Trattoria Demo" }),
    ).toEqual([
      { label: "Restaurant", value: "Trattoria Demo" },
      {
        label: "Geändert",
        value: "Reservierungen automatisch bestätigen, Aufenthaltsdauer nach Gruppengröße",
      },
    ]);
  });
  it("given a restaurant edit, labels its fields as the settings page does", () => {
    expect(auditDetails({ restaurant: "Trattoria", fields: "description, phone" })[1]).toEqual({
      label: "Geändert",
      value: "Beschreibung, Telefon",
    });
  });
  it("given codes and roles, shows them as words; unknown keys and values as stored", () => {
    expect(auditDetails({ role: "Gastro", email: "neu@x.example" })).toEqual([
      { label: "E-Mail", value: "neu@x.example" },
      { label: "Rolle", value: "Gastronomiebetrieb" },
    ]);
    expect(auditDetails({ reason: "account_deactivated" })).toEqual([
      { label: "Grund", value: "Konto deaktiviert" },
    ]);
    expect(auditDetails({ kind: "guest" })).toEqual([{ label: "Art", value: "Gast" }]);
    expect(auditDetails({ role: "Unterbenutzer" })).toEqual([{ label: "Rolle", value: "Unterbenutzer" }]);
    expect(auditDetails({ somethingNew: "x", fields: "newSetting" })).toEqual([
      { label: "Geändert", value: "newSetting" },
      { label: "somethingNew", value: "x" },
    ]);
  });
});
