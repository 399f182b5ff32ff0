import { demoSiteConfig } from "../demo/demo-site-config.ts";
import type { PostalAddress, SiteConfig } from "../schemas/site-config.ts";
import { isSimpleEmail } from "./email-pattern.ts";

/** Words and marks that give away an unfinished value; none of them may reach the Impressum. */
const placeholderPattern =
  /\b(TODO|TBD|FIXME|XXX+|Lorem ipsum|Platzhalter|Mustermann|Musterfrau|Musterstraße|Musterstadt|Beispiel(?:straße|firma|stadt)?)\b|\[[^\]]*\]|<[^>]*>|^\.{2,}$|^-+$/i;
/** An absolute https URL with a host name (core runs without the DOM's or Node's `URL`). */
const httpsUrlPattern = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;
/** The reserved example domains (RFC 2606): `kontakt@firma.example`, `https://firma.example/…`. */
const exampleDomainPattern = /\.example(?![a-z0-9-])/i;

export interface SiteConfigProblem {
  /** Dotted field name, e.g. `company.address.postalCode`. */
  field: string;
  /** German, for the build log. */
  message: string;
}

/**
 * Every field the Impressum, the privacy policy and the mails need; a production start without a
 * configuration file names all of them.
 */
export const requiredSiteConfigFields = [
  "origin",
  "company.name",
  "company.legalForm",
  "company.address",
  "company.managingDirectors",
  "company.registerCourt",
  "company.registerNumber",
  "company.vatId",
  "contact.phone",
  "contact.email",
  "contact.supportEmail",
  "responsiblePerson",
  "dataProtectionOfficer",
  "hosting.provider",
  "hosting.address",
  "hosting.location",
] as const;

/** The well-formedness of every field: empty, placeholder, e-mail, postal code, https links, analytics path. */
export function siteConfigProblems(config: SiteConfig): SiteConfigProblem[] {
  const problems: SiteConfigProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const text = (field: string, value: string) => {
    if (value.trim() === "") add(field, `${field} ist leer.`);
    else if (placeholderPattern.test(value.trim()))
      add(field, `${field} sieht nach einem Platzhalter aus: „${value}“.`);
  };
  const address = (field: string, value: PostalAddress) => {
    text(`${field}.street`, value.street);
    text(`${field}.city`, value.city);
    text(`${field}.country`, value.country);
    if (!/^\d{5}$/.test(value.postalCode.trim()))
      add(
        `${field}.postalCode`,
        `${field}.postalCode muss eine fünfstellige Postleitzahl sein: „${value.postalCode}“.`,
      );
  };
  const email = (field: string, value: string) => {
    if (!isSimpleEmail(value)) add(field, `${field} ist keine E-Mail-Adresse: „${value}“.`);
  };
  const httpsUrl = (field: string, value: string) => {
    if (!httpsUrlPattern.test(value)) add(field, `${field} muss eine https://-Adresse sein: „${value}“.`);
  };

  httpsUrl("origin", config.origin);
  if (config.origin.endsWith("/")) add("origin", "origin darf nicht mit / enden.");
  text("company.name", config.company.name);
  text("company.legalForm", config.company.legalForm);
  address("company.address", config.company.address);
  if (config.company.managingDirectors.length === 0)
    add("company.managingDirectors", "company.managingDirectors ist leer.");
  config.company.managingDirectors.forEach((name, index) => {
    text(`company.managingDirectors[${index}]`, name);
  });
  text("company.registerCourt", config.company.registerCourt);
  text("company.registerNumber", config.company.registerNumber);
  text("company.vatId", config.company.vatId);
  text("contact.phone", config.contact.phone);
  if (!/^\+?[\d\s/()-]{6,}$/.test(config.contact.phone.trim()))
    add("contact.phone", `contact.phone ist keine Telefonnummer: „${config.contact.phone}“.`);
  email("contact.email", config.contact.email);
  email("contact.supportEmail", config.contact.supportEmail);
  text("responsiblePerson.name", config.responsiblePerson.name);
  address("responsiblePerson.address", config.responsiblePerson.address);
  if (config.dataProtectionOfficer) {
    text("dataProtectionOfficer.name", config.dataProtectionOfficer.name);
    email("dataProtectionOfficer.email", config.dataProtectionOfficer.email);
  }
  text("hosting.provider", config.hosting.provider);
  address("hosting.address", config.hosting.address);
  text("hosting.location", config.hosting.location);
  config.social.forEach((link, index) => {
    text(`social[${index}].label`, link.label);
    httpsUrl(`social[${index}].href`, link.href);
  });
  if (config.analytics) {
    text("analytics.name", config.analytics.name);
    text("analytics.processor", config.analytics.processor);
    text("analytics.retention", config.analytics.retention);
    if (!config.analytics.src.startsWith("/") || config.analytics.src.startsWith("//"))
      add(
        "analytics.src",
        `analytics.src muss ein Pfad auf dieser Website sein (die CSP erlaubt nur 'self'): „${config.analytics.src}“.`,
      );
  }
  text("privacyPolicyDate", config.privacyPolicyDate);
  return problems;
}

/** The build's check: one German message per problem (empty: fine). The demo configuration passes it. */
export function checkSiteConfig(config: SiteConfig): string[] {
  return siteConfigProblems(config).map((problem) => problem.message);
}

/** Every field of the configuration in document order (containers too), with its value. */
function allFields(value: unknown, name: string, out: [string, unknown][]): [string, unknown][] {
  if (name) out.push([name, value]);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) allFields(item, `${name}[${index}]`, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) allFields(item, name ? `${name}.${key}` : key, out);
  }
  return out;
}

/** Values that identify the invented sample company; an operator's file must not carry them over. */
const sampleValues: [string, (config: SiteConfig) => string][] = [
  ["company.registerNumber", (config) => config.company.registerNumber],
  ["company.vatId", (config) => config.company.vatId],
  ["contact.phone", (config) => config.contact.phone],
];

/**
 * The production start check: the fields that are missing (no configuration at all), malformed, a
 * placeholder, an address or URL under the reserved `.example` domain, or a value of the sample company.
 * Empty: the operator's data is complete. The legal pages show the sample-data notice while it is not.
 */
export function productionSiteConfigFields(config: SiteConfig | undefined): string[] {
  if (!config) return [...requiredSiteConfigFields];
  const fields = new Set(siteConfigProblems(config).map((problem) => problem.field));
  const every = allFields(config, "", []);
  for (const [field, value] of every)
    if (typeof value === "string" && exampleDomainPattern.test(value)) fields.add(field);
  for (const [field, read] of sampleValues)
    if (read(config).replace(/\s/g, "") === read(demoSiteConfig).replace(/\s/g, "")) fields.add(field);
  const order = every.map(([field]) => field);
  return [...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** True while the configuration is not the complete data of a real operator (the demo's sample company). */
export function isSampleSiteConfig(config: SiteConfig): boolean {
  return productionSiteConfigFields(config).length > 0;
}
