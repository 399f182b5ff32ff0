/**
 * The form in which two phone numbers of one guest compare equal: spaces, dashes, slashes, dots and
 * brackets dropped, `00` read as `+`, and a national number (leading `0`) read as German (`+49`), so
 * "030 1234567", "+49 30 123 45 67" and "0049-30-1234567" are one guest. Empty when there are no digits.
 */
export function guestPhoneKey(phone: string): string {
  const compact = phone.replace(/[\s\-/().]/g, "");
  if (!/\d/.test(compact)) return "";
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("0")) return `+49${compact.slice(1)}`;
  return compact;
}
