import { describe, expect, it } from "vitest";
import {
  subUserAllowedAreas,
  subUserCountLabel,
  subUserCreatedOn,
  subUserCreateError,
  subUserCreateSuccess,
  subUserDeleteAriaLabel,
  subUserDeleteConfirm,
  subUserDeleteError,
  subUserDeniedAreas,
} from "./sub-users.ts";

describe("sub-user texts", () => {
  it("given a name, asks 'Möchten Sie den Unterbenutzer \"{name}\" wirklich löschen?'", () => {
    expect(subUserDeleteConfirm("anna")).toBe('Möchten Sie den Unterbenutzer "anna" wirklich löschen?');
  });
  it("given no name, asks 'Möchten Sie den Unterbenutzer wirklich löschen?'", () => {
    expect(subUserDeleteConfirm()).toBe("Möchten Sie den Unterbenutzer wirklich löschen?");
    expect(subUserDeleteConfirm("  ")).toBe("Möchten Sie den Unterbenutzer wirklich löschen?");
  });
  it("given a login username, adds it to the success text", () => {
    expect(subUserCreateSuccess("anna@trattoria")).toBe(
      "Unterbenutzer erfolgreich erstellt! Anmeldename: anna@trattoria",
    );
  });
  it("given no login username, shows the plain success text", () => {
    expect(subUserCreateSuccess(undefined)).toBe("Unterbenutzer erfolgreich erstellt!");
  });
  it("given a server message, shows 'Fehler beim Erstellen: {message}'; without, the generic text", () => {
    expect(subUserCreateError("Name vergeben")).toBe("Fehler beim Erstellen: Name vergeben");
    expect(subUserCreateError()).toBe("Fehler beim Erstellen des Unterbenutzers");
  });
  it("given a server message, shows 'Fehler beim Löschen: {message}'; without, the generic text", () => {
    expect(subUserDeleteError("nicht gefunden")).toBe("Fehler beim Löschen: nicht gefunden");
    expect(subUserDeleteError(null)).toBe("Fehler beim Löschen des Unterbenutzers");
  });
  it("given 0, 1 and 3 sub-users, shows the header count", () => {
    expect(subUserCountLabel(0)).toBe("Noch keine Unterbenutzer");
    expect(subUserCountLabel(1)).toBe("1 Unterbenutzer erstellt");
    expect(subUserCountLabel(3)).toBe("3 Unterbenutzer erstellt");
  });
  it("given a formatted date and a name, builds the card and dialog lines", () => {
    expect(subUserCreatedOn("24.12.2026")).toBe("Erstellt am 24.12.2026");
    expect(subUserDeleteAriaLabel(" anna ")).toBe("Unterbenutzer anna löschen");
  });
  it("given the permission lists, allows the six sub-user tabs and denies the five owner areas", () => {
    expect(subUserAllowedAreas.join(", ")).toBe(
      "Dashboard, Reservierungen, Kalender, Bestellungen, Tischkarte, Menü",
    );
    expect(subUserDeniedAreas.join(", ")).toBe(
      "Tische, Einstellungen, Raumdesigner, Statistiken, Unterbenutzer",
    );
  });
});
