import { describe, expect, it } from "vitest";
import { demoSiteConfig } from "../demo/demo-site-config.ts";
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

const operatorAddress = {
  street: "Hafenstraße 7",
  postalCode: "20457",
  city: "Hamburg",
  country: "Deutschland",
};
/** A complete configuration of an (invented, but well-formed) real operator. */
const operatorConfig: SiteConfig = {
  origin: "https://www.tafelrunde-gastro.de",
  company: {
    name: "Tafelrunde Gastro GmbH",
    legalForm: "Gesellschaft mit beschränkter Haftung",
    address: operatorAddress,
    managingDirectors: ["Clara Voss"],
    registerCourt: "Amtsgericht Hamburg",
    registerNumber: "HRB 171234",
    vatId: "DE 298 765 432",
  },
  contact: {
    phone: "+49 40 1234 5678",
    email: "kontakt@tafelrunde-gastro.de",
    supportEmail: "hilfe@tafelrunde-gastro.de",
  },
  responsiblePerson: { name: "Clara Voss", address: operatorAddress },
  dataProtectionOfficer: { name: "Datenschutz Nord GmbH", email: "dsb@datenschutz-nord.de" },
  hosting: {
    provider: "Hetzner Online GmbH",
    address: {
      street: "Industriestr. 25",
      postalCode: "91710",
      city: "Gunzenhausen",
      country: "Deutschland",
    },
    location: "Deutschland",
  },
  social: [{ label: "Instagram", href: "https://www.instagram.com/tafelrunde" }],
  analytics: null,
  privacyPolicyDate: "Juni 2026",
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
    expect(productionSiteConfigFields(operatorConfig)).toEqual([]);
    expect(isSampleSiteConfig(operatorConfig)).toBe(false);
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
    const config = withChanges(operatorConfig, (c) => {
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
    const config = withChanges(operatorConfig, (c) => {
      c.company.vatId = "DE341728905";
    });
    expect(productionSiteConfigFields(config)).toEqual(["company.vatId"]);
  });

  it("given an explicit 'none' data protection officer, accepts it", () => {
    const config = withChanges(operatorConfig, (c) => {
      c.dataProtectionOfficer = null;
    });
    expect(productionSiteConfigFields(config)).toEqual([]);
  });

  it("does not mistake a domain merely containing 'example' for the reserved one", () => {
    const config = withChanges(operatorConfig, (c) => {
      c.contact.email = "kontakt@example-gastro.de";
      c.social = [{ label: "Blog", href: "https://blog.examples.de" }];
    });
    expect(productionSiteConfigFields(config)).toEqual([]);
  });
});
