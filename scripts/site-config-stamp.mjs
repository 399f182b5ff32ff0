// What the site's prerendered pages were built from as far as the operator's data goes: the resolved
// SITE_CONFIG path and a hash of its content. scripts/prerender.mjs of the site writes it next to the
// build; scripts/start.mjs rebuilds the site when the current one differs (path, content, or unset/set).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Where the site's build keeps its stamp (under node_modules: not a source, not served). */
export const siteConfigStampPath = (siteDir) => resolve(siteDir, "node_modules/.site-config-stamp.json");

/**
 * The SITE_CONFIG path made absolute: relative paths from where the command was typed (pnpm runs package
 * scripts in the package's folder and passes the original folder as INIT_CWD).
 */
export const resolveSiteConfigPath = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** `{ file, sha256 }` of the SITE_CONFIG file (both null without one); throws when the file is missing. */
export function siteConfigStamp(siteConfigEnv = process.env.SITE_CONFIG) {
  if (!siteConfigEnv) return { file: null, sha256: null };
  const file = resolveSiteConfigPath(siteConfigEnv);
  if (!existsSync(file)) throw new Error(`Die Betreiber-Konfiguration ${file} (SITE_CONFIG) gibt es nicht.`);
  return { file, sha256: createHash("sha256").update(readFileSync(file)).digest("hex") };
}

/** The stamp of the last site build, or null. */
export function readSiteConfigStamp(siteDir) {
  try {
    return JSON.parse(readFileSync(siteConfigStampPath(siteDir), "utf8"));
  } catch {
    return null;
  }
}

export const sameStamp = (a, b) => a !== null && b !== null && a.file === b.file && a.sha256 === b.sha256;
