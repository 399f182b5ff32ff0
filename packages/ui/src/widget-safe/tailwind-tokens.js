// Plain JavaScript (typed by tailwind-tokens.d.ts): Tailwind loads it in Node while it compiles a stylesheet.
import { readFileSync } from "node:fs";

/**
 * ui's light colour tokens as read from its stylesheet (the `:root, :host` block of styles.css, the one
 * source of the values): `{ background: "#fcfbf8", "primary-strong": "#7a5c00", ... }`.
 * @param {string} css
 * @returns {Record<string, string>}
 */
export function lightColorTokens(css) {
  const block = /:root,\s*:host(?:,\s*\.light)?\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!block) throw new Error("ui's styles.css has no `:root, :host` token block");
  /** @type {Record<string, string>} */
  const tokens = {};
  for (const [, name, value] of block.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    if (name && value && /^(#|rgb)/.test(value)) tokens[name] = value.trim();
  }
  return tokens;
}

/**
 * A Tailwind 4 plugin for stylesheets that cannot carry ui's token variables, such as the booking widget's
 * (every byte counts there): `@plugin "@tischservice/ui/widget-safe/tailwind-tokens";` puts ui's light
 * colours into the theme as `--color-ui-<token>` (`bg-ui-card`, `--theme(--color-ui-border)`). Tailwind
 * inlines the values of those it uses and emits nothing else.
 */
const plugin = {
  handler: () => {},
  config: {
    theme: {
      extend: {
        colors: Object.fromEntries(
          Object.entries(
            lightColorTokens(readFileSync(new URL("../styles.css", import.meta.url), "utf8")),
          ).map(([name, value]) => [`ui-${name}`, value]),
        ),
      },
    },
  },
};
export default plugin;
