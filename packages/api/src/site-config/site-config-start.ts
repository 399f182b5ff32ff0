import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { demoSiteConfig } from "@tischservice/core/demo";
import { productionSiteConfigFields } from "@tischservice/core/rules";
import { parseSiteConfig, type SiteConfig } from "@tischservice/core/schemas";
import { siteConfigTexts } from "@tischservice/core/texts";

export type SiteConfigStart =
  | {
      ok: true;
      config: SiteConfig /** The file it came from; undefined: the demo operator. */;
      file?: string;
    }
  | { ok: false /** One German message naming every field to fix. */; message: string };

/** Reads a file as text; tests pass their own. */
export type ReadText = (path: string) => string;

/**
 * The start check for the operator's data: reads and validates the file named by `SITE_CONFIG` (any
 * mode), and with `NODE_ENV=production` refuses while a required field is missing, a placeholder, under
 * `.example` or the sample company's (then also without a file). Without production the demo stays.
 */
export function checkSiteConfigAtStart(
  env: { SITE_CONFIG?: string | undefined; NODE_ENV: string },
  readText: ReadText = (path) => readFileSync(path, "utf8"),
): SiteConfigStart {
  let config: SiteConfig | undefined;
  let file: string | undefined;
  if (env.SITE_CONFIG) {
    file = resolve(env.SITE_CONFIG);
    let input: unknown;
    try {
      input = JSON.parse(readText(file));
    } catch (error) {
      const reason =
        error instanceof SyntaxError
          ? siteConfigTexts.notJson
          : error instanceof Error
            ? error.message
            : String(error);
      return { ok: false, message: siteConfigTexts.fileUnreadable(file, reason) };
    }
    const parsed = parseSiteConfig(input);
    if (!parsed.success) return { ok: false, message: siteConfigTexts.fileInvalid(file, parsed.fields) };
    config = parsed.data;
  }
  if (env.NODE_ENV === "production") {
    const fields = productionSiteConfigFields(config);
    if (fields.length > 0) return { ok: false, message: siteConfigTexts.startRefused(fields, file) };
  }
  return config ? { ok: true, config, file } : { ok: true, config: demoSiteConfig };
}
