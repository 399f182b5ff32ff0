import { describe, expect, it } from "vitest";
import { type SiteConfig, siteConfig } from "./site-config.ts";
import { assertSiteConfig } from "./site-config-check.ts";

const withChanges = (change: (config: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(siteConfig) as SiteConfig;
  change(copy);
  return copy;
};

describe("assertSiteConfig", () => {
  it("given the shipped (demo) configuration, lets the build go on", () => {
    expect(() => assertSiteConfig(siteConfig)).not.toThrow();
  });

  it("given empty or placeholder fields, throws with the whole list", () => {
    const config = withChanges((c) => {
      c.company.registerCourt = "";
      c.company.vatId = "TODO";
    });
    expect(() => assertSiteConfig(config)).toThrow(
      /unvollständig[\s\S]*company\.registerCourt ist leer\.[\s\S]*company\.vatId sieht nach einem Platzhalter aus/,
    );
  });

  it("given a file with a missing or unknown field, names it", () => {
    const { privacyPolicyDate: _date, ...rest } = siteConfig;
    expect(() => assertSiteConfig({ ...rest, impressum: "x" } as unknown as SiteConfig)).toThrow(
      /privacyPolicyDate fehlt[\s\S]*impressum fehlt, ist unbekannt/,
    );
  });
});
