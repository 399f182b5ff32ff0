/** An HTML escaper that writes `'` as the given entity (the other four characters as usual). */
function htmlEscaper(apostrophe: string) {
  return (value: string): string =>
    value
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", apostrophe);
}

/** Text or an attribute value made safe for HTML: mails and the booking page carry what owners and guests type. */
export const escapeHtml = htmlEscaper("&#39;");

/** Text as React's server renderer writes it into HTML (`'` as `&#x27;`): for changing a prerendered page. */
export const escapeHtmlAsReact = htmlEscaper("&#x27;");
