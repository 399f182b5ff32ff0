import type { PostalAddress, SiteConfig } from "./site-config.ts";

/** Words and marks that give away an unfinished value; none of them may reach the Impressum. */
const placeholderPattern =
  /\b(TODO|TBD|FIXME|XXX+|Lorem ipsum|Platzhalter|Mustermann|Musterfrau|Musterstraße|Musterstadt|Beispiel(?:straße|firma|stadt)?)\b|\[[^\]]*\]|<[^>]*>|^\.{2,}$|^-+$/i;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the operator's details before the build renders them: every field the Impressum and the privacy
 * policy show must be filled in with a real value. Returns one German message per problem (empty: fine).
 */
export function checkSiteConfig(config: SiteConfig): string[] {
  const problems: string[] = [];
  const text = (field: string, value: string) => {
    if (value.trim() === "") problems.push(`${field} ist leer.`);
    else if (placeholderPattern.test(value.trim()))
      problems.push(`${field} sieht nach einem Platzhalter aus: „${value}“.`);
  };
  const address = (field: string, value: PostalAddress) => {
    text(`${field}.street`, value.street);
    text(`${field}.city`, value.city);
    text(`${field}.country`, value.country);
    if (!/^\d{5}$/.test(value.postalCode.trim()))
      problems.push(`${field}.postalCode muss eine fünfstellige Postleitzahl sein: „${value.postalCode}“.`);
  };
  const email = (field: string, value: string) => {
    if (!emailPattern.test(value.trim())) problems.push(`${field} ist keine E-Mail-Adresse: „${value}“.`);
  };
  const httpsUrl = (field: string, value: string) => {
    if (!URL.canParse(value) || new URL(value).protocol !== "https:")
      problems.push(`${field} muss eine https://-Adresse sein: „${value}“.`);
  };

  httpsUrl("origin", config.origin);
  if (config.origin.endsWith("/")) problems.push("origin darf nicht mit / enden.");
  text("company.name", config.company.name);
  text("company.legalForm", config.company.legalForm);
  address("company.address", config.company.address);
  if (config.company.managingDirectors.length === 0) problems.push("company.managingDirectors ist leer.");
  config.company.managingDirectors.forEach((name, index) => {
    text(`company.managingDirectors[${index}]`, name);
  });
  text("company.registerCourt", config.company.registerCourt);
  text("company.registerNumber", config.company.registerNumber);
  text("company.vatId", config.company.vatId);
  text("contact.phone", config.contact.phone);
  if (!/^\+?[\d\s/()-]{6,}$/.test(config.contact.phone.trim()))
    problems.push(`contact.phone ist keine Telefonnummer: „${config.contact.phone}“.`);
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
      problems.push(
        `analytics.src muss ein Pfad auf dieser Website sein (die CSP erlaubt nur 'self'): „${config.analytics.src}“.`,
      );
  }
  text("privacyPolicyDate", config.privacyPolicyDate);
  return problems;
}

/** For the build: throws with every problem listed, so that a half-filled configuration never ships. */
export function assertSiteConfig(config: SiteConfig): void {
  const problems = checkSiteConfig(config);
  if (problems.length > 0) {
    throw new Error(
      `src/site-config.ts ist unvollständig – Impressum und Datenschutz würden so nicht veröffentlicht:\n  - ${problems.join("\n  - ")}`,
    );
  }
}
