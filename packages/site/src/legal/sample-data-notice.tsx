import { isSampleSiteConfig } from "@tischservice/core/rules";
import { siteConfigTexts } from "@tischservice/core/texts";
import { useSiteConfig } from "../site-config-context.ts";

/**
 * "Beispieldaten": shown on the legal pages while the operator's data is not production-ready (the demo
 * operator, or a file with placeholders or `.example` addresses); a production start refuses such data.
 */
export function SampleDataNotice() {
  const config = useSiteConfig();
  if (!isSampleSiteConfig(config)) return null;
  return (
    <aside
      aria-label={siteConfigTexts.sampleDataTitle}
      data-testid="sample-data-notice"
      className="rounded-md border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning-strong"
    >
      <strong className="font-semibold">{siteConfigTexts.sampleDataTitle}:</strong>{" "}
      {siteConfigTexts.sampleDataNotice}
    </aside>
  );
}
