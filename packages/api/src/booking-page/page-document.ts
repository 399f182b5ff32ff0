import { bookingPageTexts as t } from "@tischservice/core";
import { escapeHtml } from "../lib/escape-html.ts";
import { pageStyles } from "./page-styles.ts";

export interface DocumentParts {
  title: string;
  /** Further `<head>` tags, already escaped. */
  head: string[];
  /** The `<main>` element's content, already escaped. */
  main: string;
  /** Asks search engines to skip the page. */
  noindex: boolean;
}

/**
 * A whole German page of the server: head with the inline styles, a header back to the site, one labelled
 * `<main>` and a footer with the site's legal pages (every landmark named, for screen readers' lists).
 */
export function renderDocument({ title, head, main, noindex }: DocumentParts): string {
  const headTags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    ...(noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...head,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${pageStyles}</style>`,
  ];
  return `<!doctype html>
<html lang="de">
<head>
${headTags.join("\n")}
</head>
<body>
<header class="top" aria-label="${escapeHtml(t.headerLabel)}"><a class="brand" href="/">Tisch<span>service</span></a></header>
<main id="inhalt" aria-label="${escapeHtml(t.mainLabel)}">
${main}
</main>
<footer aria-label="${escapeHtml(t.footerLabel)}">
<ul>
<li><a href="/">${escapeHtml(t.homeLink)}</a></li>
<li><a href="/restaurants">${escapeHtml(t.partnersLink)}</a></li>
<li><a href="/impressum">${escapeHtml(t.imprintLink)}</a></li>
<li><a href="/datenschutz">${escapeHtml(t.privacyLink)}</a></li>
</ul>
<p>${escapeHtml(t.poweredBy)}</p>
</footer>
</body>
</html>
`;
}
