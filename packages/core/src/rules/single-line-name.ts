/**
 * What a name may not hold: any control character (`\p{Cc}`: C0 with line feed, carriage return and tab,
 * DEL and C1) and the line and paragraph separators U+2028 and U+2029. Names end up in the platform's
 * mails (subject lines, greetings, headers), where a line break would start a line of the sender's choosing.
 */
export const nameBreakingCharacters = /[\p{Cc}\u2028\u2029]/u;

/** Whether a name stays on one line: no control character, no line or paragraph separator. */
export function isSingleLineName(name: string): boolean {
  return !nameBreakingCharacters.test(name);
}
