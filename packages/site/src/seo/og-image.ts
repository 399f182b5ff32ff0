import { siteOwnTexts } from "../texts.ts";

/**
 * The Open Graph image of every page: `public/og-image.png` (drawn by `scripts/render-og-image.mjs`),
 * 1200 × 630 as the link previews of social networks and messengers expect.
 */
export const ogImage = {
  /** Path below the site's origin; the build copies `public/` into `dist/`. */
  path: "/og-image.png",
  width: 1200,
  height: 630,
  type: "image/png",
  alt: siteOwnTexts.ogImageAlt,
} as const;
