import { describe, expect, it } from "vitest";
import { newUserRoleOptions, userRoleLabel } from "./roles.ts";

describe("userRoleLabel", () => {
  it("given 'Gastro' or 'gastro' (case-insensitive), shows Gastronomiebetrieb", () => {
    expect(userRoleLabel("Gastro")).toBe("Gastronomiebetrieb");
    expect(userRoleLabel("gastro")).toBe("Gastronomiebetrieb");
  });
  it("given 'Admin', shows Administrator", () => {
    expect(userRoleLabel("Admin")).toBe("Administrator");
  });
  it("given 'customer' or nothing, shows Kunde", () => {
    expect(userRoleLabel("customer")).toBe("Kunde");
    expect(userRoleLabel(undefined)).toBe("Kunde");
  });
  it("given a sub-user, shows Unterbenutzer whatever the role", () => {
    expect(userRoleLabel("Gastro", true)).toBe("Unterbenutzer");
  });
  it("given the new-user dialog, offers Gastro first (the default) and Admin", () => {
    expect(newUserRoleOptions.map((option) => option.value)).toEqual(["Gastro", "Admin"]);
  });
});
