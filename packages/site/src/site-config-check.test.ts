import { describe, expect, it } from "vitest";
import { type SiteConfig, siteConfig } from "./site-config.ts";
import { assertSiteConfig, checkSiteConfig } from "./site-config-check.ts";

const withChanges = (change: (config: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(siteConfig) as SiteConfig;
  change(copy);
  return copy;
};

describe("checkSiteConfig", () => {
  it("given the shipped configuration, finds nothing to complain about", () => {
    expect(checkSiteConfig(siteConfig)).toEqual([]);
    expect(() => assertSiteConfig(siteConfig)).not.toThrow();
  });

  it("given empty required fields, names each of them", () => {
    const config = withChanges((c) => {
      c.company.name = " ";
      c.company.registerNumber = "";
      c.company.managingDirectors = [];
      c.responsiblePerson.address = { ...c.responsiblePerson.address, street: "" };
      c.contact.email = "";
    });
    expect(checkSiteConfig(config)).toEqual([
      "company.name ist leer.",
      "company.managingDirectors ist leer.",
      "company.registerNumber ist leer.",
      "contact.email ist keine E-Mail-Adresse: „“.",
      "responsiblePerson.address.street ist leer.",
    ]);
  });

  it("given placeholder values, refuses them", () => {
    const config = withChanges((c) => {
      c.company.vatId = "TODO";
      c.responsiblePerson.name = "Max Mustermann";
      c.hosting.provider = "[Hoster eintragen]";
      c.company.address = { ...c.company.address, postalCode: "00000x" };
    });
    expect(checkSiteConfig(config)).toEqual([
      "company.address.postalCode muss eine fünfstellige Postleitzahl sein: „00000x“.",
      "company.vatId sieht nach einem Platzhalter aus: „TODO“.",
      "responsiblePerson.name sieht nach einem Platzhalter aus: „Max Mustermann“.",
      "hosting.provider sieht nach einem Platzhalter aus: „[Hoster eintragen]“.",
    ]);
  });

  it("given an analytics script from another host or a plain-http link, refuses them", () => {
    const config = withChanges((c) => {
      c.origin = "http://tischservice.example/";
      c.social = [{ label: "Instagram", href: "http://instagram.com/x" }];
      c.analytics = {
        name: "Matomo",
        src: "https://cdn.example/matomo.js",
        processor: "x",
        retention: "13 Monate",
      };
    });
    const problems = checkSiteConfig(config);
    expect(problems).toContain("origin muss eine https://-Adresse sein: „http://tischservice.example/“.");
    expect(problems).toContain("origin darf nicht mit / enden.");
    expect(problems).toContain("social[0].href muss eine https://-Adresse sein: „http://instagram.com/x“.");
    expect(problems.some((problem) => problem.startsWith("analytics.src muss ein Pfad"))).toBe(true);
  });

  it("given any problem, the build's assertion throws with the whole list", () => {
    const config = withChanges((c) => {
      c.company.registerCourt = "";
      c.privacyPolicyDate = "";
    });
    expect(() => assertSiteConfig(config)).toThrow(
      /unvollständig[\s\S]*company\.registerCourt ist leer\.[\s\S]*privacyPolicyDate ist leer\./,
    );
  });
});
