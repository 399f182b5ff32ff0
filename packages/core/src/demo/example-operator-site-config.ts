import type { PostalAddress, SiteConfig } from "../schemas/site-config.ts";

const address: PostalAddress = {
  street: "Hafenstraße 7",
  postalCode: "20457",
  city: "Hamburg",
  country: "Deutschland",
};

/**
 * A complete, production-ready operator for tests and stories: invented, but well-formed in every field, so
 * it passes the production check that `demoSiteConfig` (the sample with `.example` addresses) fails.
 */
export const exampleOperatorSiteConfig: SiteConfig = {
  origin: "https://www.tafelrunde-gastro.de",
  company: {
    name: "Tafelrunde Gastro GmbH",
    legalForm: "Gesellschaft mit beschränkter Haftung",
    address,
    managingDirectors: ["Clara Voss", "Deniz Kaya"],
    registerCourt: "Amtsgericht Hamburg",
    registerNumber: "HRB 171234",
    vatId: "DE 298 765 432",
  },
  contact: {
    phone: "+49 40 1234 5678",
    email: "kontakt@tafelrunde-gastro.de",
    supportEmail: "hilfe@tafelrunde-gastro.de",
  },
  responsiblePerson: { name: "Clara Voss", address },
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
  termsDate: "Juli 2026",
};
