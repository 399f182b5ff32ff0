/** Options a restaurant chooses for the embed code shown in the dashboard's "Website-Integration" card. */
export interface SnippetOptions {
  /** Origin of the Tischservice server, e.g. `https://app.tischservice.de`. */
  origin: string;
  restaurantId: string;
  mode?: "inline" | "button";
  lang?: "de" | "en";
  /** Primary colour as a CSS hex colour. */
  color?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The one-line script tag a restaurant pastes into its website. Defaults are left out to keep it short. */
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
  return `<script ${rendered} async></script>`;
}
