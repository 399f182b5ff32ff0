/** Control characters (line breaks included) and Unicode's line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const breaking = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * A name (a restaurant's) as it may stand in a mail header's display name: one line, control characters and
 * line breaks turned into spaces, white space collapsed and trimmed; "" when nothing is left. A name typed
 * with a line break can then never start a header of its own. Quoting and encoding (quotes, umlauts) stay
 * the mailer's: nodemailer quotes or MIME-encodes a display name given apart from the address.
 */
export function headerSafeName(name: string | null | undefined): string {
  return (name ?? "").replace(breaking, " ").replace(/\s+/g, " ").trim();
}
