/**
 * A phone number as a `tel:` link (RFC 3966): the digits and a leading plus as typed, without the spaces,
 * slashes, dashes and brackets people write (see the tests).
 * Null when there is no digit to call.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  // "(0)" after a country code is a written hint, not a digit to dial.
  const withoutTrunkHint = trimmed.startsWith("+") ? trimmed.replace(/\(0\)/g, "") : trimmed;
  const digits = withoutTrunkHint.replace(/[^\d]/g, "");
  if (digits === "") return null;
  return `tel:${withoutTrunkHint.startsWith("+") ? "+" : ""}${digits}`;
}
