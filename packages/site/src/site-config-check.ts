import { checkSiteConfig } from "@tischservice/core/rules";
import { parseSiteConfig } from "@tischservice/core/schemas";
import type { SiteConfig } from "./site-config.ts";

/**
 * For the build: validates the configuration against core's schema and checks every field the Impressum
 * and the privacy policy show (`checkSiteConfig`); throws with every problem listed, so that a half-filled
 * configuration never ships.
 */
export function assertSiteConfig(config: SiteConfig): void {
  const parsed = parseSiteConfig(config);
  const problems = parsed.success
    ? checkSiteConfig(parsed.data)
    : parsed.fields.map((field) => `${field} fehlt, ist unbekannt oder hat den falschen Typ.`);
  if (problems.length > 0) {
    throw new Error(
      `Die Betreiber-Konfiguration (SITE_CONFIG) ist unvollständig – Impressum und Datenschutz würden so nicht veröffentlicht:\n  - ${problems.join("\n  - ")}`,
    );
  }
}
