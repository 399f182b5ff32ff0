import { describe, expect, it } from "vitest";
import { adminUserCreateError, adminWelcome } from "./admin.ts";

describe("admin texts", () => {
  it("given a name, adminWelcome greets by name", () => {
    expect(adminWelcome(" Maria ")).toBe("Willkommen, Maria");
  });
  it("given a blank name, adminWelcome greets without a name", () => {
    expect(adminWelcome("")).toBe("Willkommen");
  });
  it("given a server message, appends it to 'Fehler beim Erstellen des Benutzers: '", () => {
    expect(adminUserCreateError("E-Mail existiert bereits")).toBe(
      "Fehler beim Erstellen des Benutzers: E-Mail existiert bereits",
    );
  });
  it("given a network failure without message, shows the same text without a message", () => {
    expect(adminUserCreateError()).toBe("Fehler beim Erstellen des Benutzers: ");
  });
});
