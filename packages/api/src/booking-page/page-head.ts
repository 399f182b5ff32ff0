import { type BookingPage, bookingPageTexts as t } from "@tischservice/core";
import { escapeHtml } from "../lib/escape-html.ts";
import { restaurantJsonLd } from "./json-ld.ts";
import { scriptSafeJson } from "./script-safe-json.ts";

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export const pageTitle = (page: BookingPage) => `${page.name} – ${t.titleSuffix}`;

/** The owner's description on one line, cut at a word near the limit; a generated one without it. */
export function metaDescription(page: BookingPage): string {
  const own = page.description.replace(/\s+/g, " ").trim();
  if (!own) return t.fallbackDescription(page.name, page.cuisine);
  if (own.length <= DESCRIPTION_LENGTH) return own;
  const cut = own.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Description, canonical URL, Open Graph and Twitter card, and the restaurant's JSON-LD. */
export function pageHead(page: BookingPage, publicOrigin: string): string[] {
  const title = escapeHtml(pageTitle(page));
  const description = escapeHtml(metaDescription(page));
  const url = escapeHtml(page.url);
  const image = page.bannerUrl ? escapeHtml(`${publicOrigin}${page.bannerUrl}`) : null;
  const imageAlt = escapeHtml(t.bannerAlt(page.name));
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    '<meta property="og:type" content="restaurant.restaurant">',
    `<meta property="og:site_name" content="${escapeHtml(t.brand)}">`,
    '<meta property="og:locale" content="de_DE">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${image}">`,
          `<meta property="og:image:alt" content="${imageAlt}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(image
      ? [
          `<meta name="twitter:image" content="${image}">`,
          `<meta name="twitter:image:alt" content="${imageAlt}">`,
        ]
      : []),
    `<script type="application/ld+json">${scriptSafeJson(restaurantJsonLd(page, publicOrigin))}</script>`,
  ];
}
