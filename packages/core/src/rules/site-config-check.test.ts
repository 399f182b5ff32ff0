import { describe, expect, it } from "vitest";
import { demoSiteConfig } from "../demo/demo-site-config.ts";
import { exampleOperatorSiteConfig } from "../demo/example-operator-site-config.ts";
import type { SiteConfig } from "../schemas/site-config.ts";
import {
  checkSiteConfig,
  isSampleSiteConfig,
  productionSiteConfigFields,
  requiredSiteConfigFields,
} from "./site-config-check.ts";

const withChanges = (base: SiteConfig, change: (config: SiteConfig) => void): SiteConfig => {
  const copy = JSON.parse(JSON.stringify(base)) as SiteConfig;
  change(copy);
  return copy;
};

describe("checkSiteConfig", () => {
  it("given the demo configuration, finds nothing malformed", () => {
    expect(checkSiteConfig(demoSiteConfig)).toEqual([]);
  });

  it("given empty required fields, names each of them", () => {
    const config = withChanges(demoSiteConfig, (c) => {
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
    const config = withChanges(demoSiteConfig, (c) => {
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
    const config = withChanges(demoSiteConfig, (c) => {
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
});

describe("productionSiteConfigFields", () => {
  it("given a complete operator configuration, finds nothing", () => {
    expect(productionSiteConfigFields(exampleOperatorSiteConfig)).toEqual([]);
    expect(isSampleSiteConfig(exampleOperatorSiteConfig)).toBe(false);
  });

  it("given no configuration at all, names every required field", () => {
    expect(productionSiteConfigFields(undefined)).toEqual([...requiredSiteConfigFields]);
    expect(requiredSiteConfigFields).toEqual(
      expect.arrayContaining([
        "company.vatId",
        "company.managingDirectors",
        "dataProtectionOfficer",
        "hosting.provider",
      ]),
    );
  });

  it("given the demo configuration, names its .example addresses and the sample company's numbers", () => {
    expect(productionSiteConfigFields(demoSiteConfig)).toEqual([
      "origin",
      "company.registerNumber",
      "company.vatId",
      "contact.phone",
      "contact.email",
      "contact.supportEmail",
      "social[0].href",
      "social[2].href",
    ]);
    expect(isSampleSiteConfig(demoSiteConfig)).toBe(true);
  });

  it("given addresses under .example, placeholders or empty values, names exactly those fields", () => {
    const config = withChanges(exampleOperatorSiteConfig, (c) => {
      c.contact.email = "kontakt@firma.example";
      c.dataProtectionOfficer = { name: "Max Mustermann", email: "dsb@tafelrunde-gastro.de" };
      c.hosting.provider = "";
      c.company.managingDirectors = [];
    });
    expect(productionSiteConfigFields(config)).toEqual([
      "company.managingDirectors",
      "contact.email",
      "dataProtectionOfficer.name",
      "hosting.provider",
    ]);
  });

  it("given a VAT id copied from the sample company (spacing aside), refuses it", () => {
    const config = withChanges(exampleOperatorSiteConfig, (c) => {
      c.company.vatId = "DE341728905";
    });
    expect(productionSiteConfigFields(config)).toEqual(["company.vatId"]);
  });

  it("given an explicit 'none' data protection officer, accepts it", () => {
    const config = withChanges(exampleOperatorSiteConfig, (c) => {
      c.dataProtectionOfficer = null;
    });
    expect(productionSiteConfigFields(config)).toEqual([]);
  });

  it("does not mistake a domain merely containing 'example' for the reserved one", () => {
    const config = withChanges(exampleOperatorSiteConfig, (c) => {
      c.contact.email = "kontakt@example-gastro.de";
      c.social = [{ label: "Blog", href: "https://blog.examples.de" }];
    });
    expect(productionSiteConfigFields(config)).toEqual([]);
  });
});
