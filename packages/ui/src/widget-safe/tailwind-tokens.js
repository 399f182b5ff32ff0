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

/** px for a rem value of ui's theme (16 px to the rem), e.g. "0.875rem" -> "14px". */
const px = (rem) => `${Number.parseFloat(rem) * 16}px`;

/**
 * ui's spacing step and type scale as read from its stylesheet's `@theme` block, in px (immune to a host
 * page's root font size): `{ spacing: "4px", fontSize: { xs: ["12px", "16px"], ... } }` (size, line height).
 * @param {string} css
 * @returns {{ spacing: string, fontSize: Record<string, [string, string]> }}
 */
export function pxScaleTokens(css) {
  const block = /@theme\s*\{([^}]*)\}/.exec(css)?.[1];
  const spacing = block && /--spacing:\s*([\d.]+rem);/.exec(block)?.[1];
  if (!block || !spacing) throw new Error("ui's styles.css has no `@theme` block with `--spacing`");
  /** @type {Record<string, [string, string]>} */
  const fontSize = {};
  for (const [, name, size, lineHeight] of block.matchAll(
    /--text-([\w]+):\s*([\d.]+rem);\s*--text-\1--line-height:\s*([\d.]+rem);/g,
  )) {
    if (name && size && lineHeight) fontSize[name] = [px(size), px(lineHeight)];
  }
  return { spacing: px(spacing), fontSize };
}

const uiStyles = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
const scale = pxScaleTokens(uiStyles);

/**
 * A Tailwind 4 plugin for stylesheets that cannot carry ui's token variables, such as the booking widget's
 * (every byte counts there): `@plugin "@tischservice/ui/widget-safe/tailwind-tokens";` puts ui's light
 * colours into the theme as `--color-ui-<token>` (`bg-ui-card`, `--theme(--color-ui-border)`), and ui's
 * spacing step and type scale in px as `--spacing` and `--text-<size>` (`p-4`, `text-sm`). Tailwind
 * inlines the values of those it uses and emits nothing else; a stylesheet's own `@theme` wins.
 */
const plugin = {
  handler: () => {},
  config: {
    theme: {
      extend: {
        colors: Object.fromEntries(
          Object.entries(lightColorTokens(uiStyles)).map(([name, value]) => [`ui-${name}`, value]),
        ),
        spacing: { DEFAULT: scale.spacing },
        fontSize: scale.fontSize,
      },
    },
  },
};
export default plugin;
