import * as z from "zod";

/**
 * The operator's data (platform: "the operator's legal data"): the Impressum, the privacy policy, the
 * site's footer and structured data, and the company footer of every mail read it. It comes from one JSON
 * file named by `SITE_CONFIG`; every key is required (so the file is complete and says "none" explicitly,
 * e.g. `"dataProtectionOfficer": null`), unknown keys are refused, and nothing is transformed: the file's
 * content is the configuration.
 */

export const postalAddressSchema = z.strictObject({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const socialLinkSchema = z.strictObject({
  /** Shown as the link text, e.g. "Instagram". */
  label: z.string(),
  href: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const analyticsConfigSchema = z.strictObject({
  /** Name of the tool as named in the privacy policy, e.g. "Matomo". */
  name: z.string(),
  /** Script path on the site's own host (the site's Content-Security-Policy allows only 'self'). */
  src: z.string(),
  /** Who runs it and where the data stays, for the privacy policy. */
  processor: z.string(),
  /** How long its data is kept, for the privacy policy. */
  retention: z.string(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

export const siteConfigSchema = z.strictObject({
  /** Public origin of the site without a trailing slash: canonical URLs, sitemap, Open Graph. */
  origin: z.string(),
  company: z.strictObject({
    name: z.string(),
    legalForm: z.string(),
    address: postalAddressSchema,
    /** The representatives (managing directors) named in the Impressum. */
    managingDirectors: z.array(z.string()),
    registerCourt: z.string(),
    registerNumber: z.string(),
    vatId: z.string(),
  }),
  contact: z.strictObject({
    phone: z.string(),
    email: z.string(),
    /** Address of the e-mail support promised in the support section. */
    supportEmail: z.string(),
  }),
  /** Responsible for the content according to § 18 Abs. 2 MStV. */
  responsiblePerson: z.strictObject({ name: z.string(), address: postalAddressSchema }),
  /** The data protection officer, or `null`: none appointed (the privacy policy then names the company). */
  dataProtectionOfficer: z.strictObject({ name: z.string(), email: z.string() }).nullable(),
  hosting: z.strictObject({ provider: z.string(), address: postalAddressSchema, location: z.string() }),
  social: z.array(socialLinkSchema),
  /** Optional web analytics, loaded only after a visitor consents to analytics; `null`: none. */
  analytics: analyticsConfigSchema.nullable(),
  /** Date of the current privacy policy, shown at its end (e.g. "Mai 2026"). */
  privacyPolicyDate: z.string(),
  /** Date of the current AGB, shown at their end; without it the privacy policy's date stands there too. */
  termsDate: z.string().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export type SiteConfigParseResult =
  | { success: true; data: SiteConfig }
  | { success: false /** The dotted paths of missing, unknown or mistyped fields. */; fields: string[] };

/** A zod path as the configuration's dotted field name: `company.managingDirectors[0]`. */
export function siteConfigFieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name === "" ? String(key) : `${name}.${String(key)}`;
  }, "");
}

/** Validates a parsed JSON value; on failure names every wrong field (unknown keys by their own name). */
export function parseSiteConfig(input: unknown): SiteConfigParseResult {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fields: string[] = [];
  for (const issue of result.error.issues) {
    const names =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => siteConfigFieldName([...issue.path, key]))
        : [siteConfigFieldName(issue.path) || "(Datei)"];
    for (const name of names) if (!fields.includes(name)) fields.push(name);
  }
  return { success: false, fields };
}
