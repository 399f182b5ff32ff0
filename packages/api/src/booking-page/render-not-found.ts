import { bookingPageTexts as t } from "@tischservice/core";
import { escapeHtml } from "../lib/escape-html.ts";
import { renderDocument } from "./page-document.ts";

/** The German page for a slug no restaurant has (sent with 404, never indexed). */
export function renderNotFoundPage(): string {
  return renderDocument({
    title: t.notFoundTitle,
    head: [],
    noindex: true,
    main: `<div class="intro">
<h1>${escapeHtml(t.notFoundHeading)}</h1>
<p>${escapeHtml(t.notFoundText)}</p>
<ul class="quick"><li><a class="cta" href="/restaurants">${escapeHtml(t.partnersLink)}</a></li><li><a href="/">${escapeHtml(t.homeLink)}</a></li></ul>
</div>`,
  });
}
