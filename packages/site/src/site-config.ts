/**
 * Everything about the operator of this website, in one place: the Impressum, the privacy policy, the
 * footer, the structured data, the canonical URLs and the optional analytics script read it from here.
 *
 * The operator replaces these values with their own before going live; nothing else in the site needs
 * to change. The e-mail and web addresses use the reserved `.example` domain so that the demo build
 * never points at somebody else's company.
 */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface SocialLink {
  /** Shown as the link text, e.g. "Instagram". */
  label: string;
  href: string;
}

export interface AnalyticsConfig {
  /** Name of the tool as named in the privacy policy, e.g. "Matomo". */
  name: string;
  /** Script URL. Served by the operator's own host (the site's Content-Security-Policy allows only 'self'). */
  src: string;
  /** Who runs it and where the data stays, for the privacy policy. */
  processor: string;
  /** How long its data is kept, for the privacy policy. */
  retention: string;
}

export interface SiteConfig {
  /** Public origin without a trailing slash: canonical URLs, sitemap, Open Graph. */
  origin: string;
  company: {
    name: string;
    legalForm: string;
    address: PostalAddress;
    managingDirectors: readonly string[];
    registerCourt: string;
    registerNumber: string;
    vatId: string;
  };
  contact: {
    phone: string;
    email: string;
    /** Address of the e-mail support promised in the support section (answer within 24h). */
    supportEmail: string;
  };
  /** Responsible for the content according to § 18 Abs. 2 MStV. */
  responsiblePerson: { name: string; address: PostalAddress };
  /** The data protection officer, if one is appointed; otherwise the privacy policy names the company. */
  dataProtectionOfficer: { name: string; email: string } | null;
  hosting: { provider: string; address: PostalAddress; location: string };
  social: readonly SocialLink[];
  /** Optional web analytics, loaded only after a visitor consents to analytics. `null`: none. */
  analytics: AnalyticsConfig | null;
  /** Date of the current privacy policy, shown at its end. */
  privacyPolicyDate: string;
}

const officeAddress: PostalAddress = {
  street: "Torstraße 140",
  postalCode: "10119",
  city: "Berlin",
  country: "Deutschland",
};

export const siteConfig: SiteConfig = {
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
};

/** One line: "Torstraße 140, 10119 Berlin". */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}
