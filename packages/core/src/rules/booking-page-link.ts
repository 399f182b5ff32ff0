/** A restaurant's public booking page below the platform's origin: `/r/{slug}`. */
export const bookingPagePath = (slug: string) => `/r/${encodeURIComponent(slug)}`;

/**
 * The booking page's full address, as the dashboard shows it and the QR code encodes it. One builder for
 * both, so that the printed code and the copied link can never point at different pages.
 */
export function bookingPageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, "")}${bookingPagePath(slug)}`;
}

/**
 * The address without its scheme (`tischservice.de/r/krone`): short enough to type from a printed table
 * card, and browsers add `https://` themselves.
 */
export function bookingPageShortLink(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
