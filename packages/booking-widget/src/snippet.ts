/** Options a restaurant chooses for the embed code shown in the dashboard's "Website-Integration" card. */
export interface SnippetOptions {
  /** Origin of the Tischservice server, e.g. `https://app.tischservice.de`. */
  origin: string;
  restaurantId: string;
  mode?: "inline" | "button";
  lang?: "de" | "en";
  /** Primary colour as a CSS hex colour. */
  color?: string;
  /**
   * The restaurant's slug: the snippet then carries a plain link to its booking page `/r/{slug}` for
   * visitors without JavaScript (and for crawlers), who would otherwise see nothing where the form goes.
   */
  slug?: string;
}

/** The fallback link's words in the snippet's language. */
const fallbackLinkText = { de: "Tisch reservieren", en: "Reserve a table" } as const;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The one line a restaurant pastes into its website: the script tag, and with the slug a `<noscript>` link
 * to the booking page. Defaults are left out to keep it short.
 */
export function createSnippet(options: SnippetOptions): string {
  const origin = options.origin.replace(/\/+$/, "");
  const attributes: [string, string][] = [
    ["src", `${origin}/widget.js`],
    ["data-restaurant", options.restaurantId],
  ];
  if (options.mode === "button") attributes.push(["data-mode", "button"]);
  if (options.lang && options.lang !== "de") attributes.push(["data-lang", options.lang]);
  if (options.color) attributes.push(["data-color", options.color]);
  const rendered = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ");
  const script = `<script ${rendered} async></script>`;
  if (!options.slug) return script;
  const href = `${origin}/r/${encodeURIComponent(options.slug)}`;
  const text = fallbackLinkText[options.lang ?? "de"];
  return `${script}<noscript><a href="${escapeAttribute(href)}">${text}</a></noscript>`;
}
