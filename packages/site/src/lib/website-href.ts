/** A restaurant's website as a link: as entered when it starts with http, otherwise with https:// in front. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
