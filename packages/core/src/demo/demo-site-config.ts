import type { PostalAddress, SiteConfig } from "../schemas/site-config.ts";

const officeAddress: PostalAddress = {
  street: "Torstraße 140",
  postalCode: "10119",
  city: "Berlin",
  country: "Deutschland",
};

/**
 * The sample operator used when no `SITE_CONFIG` file is given: an invented company whose web and mail
 * addresses use the reserved `.example` domain, so the demo never points at somebody else's company. The
 * legal pages mark it as sample data, and a production start refuses it.
 */
export const demoSiteConfig: SiteConfig = {
  origin: "https://tischservice.example",
  company: {
    name: "Tischservice GmbH",
    legalForm: "Gesellschaft mit beschränkter Haftung",
    address: officeAddress,
    managingDirectors: ["Jana Lehmann", "Murat Aydın"],
    registerCourt: "Amtsgericht Charlottenburg (Berlin)",
    registerNumber: "HRB 254817 B",
    vatId: "DE 341 728 905",
  },
  contact: {
    phone: "+49 30 2589 4410",
    email: "kontakt@tischservice.example",
    supportEmail: "support@tischservice.example",
  },
  responsiblePerson: { name: "Jana Lehmann", address: officeAddress },
  dataProtectionOfficer: null,
  hosting: {
    provider: "Tischservice GmbH (eigene Server in einem Rechenzentrum in Frankfurt am Main)",
    address: officeAddress,
    location: "Deutschland",
  },
  social: [
    { label: "Instagram", href: "https://www.instagram.com/tischservice.example" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/tischservice-example" },
    { label: "Facebook", href: "https://www.facebook.com/tischservice.example" },
  ],
  analytics: null,
  privacyPolicyDate: "Mai 2026",
  termsDate: "November 2026",
};
