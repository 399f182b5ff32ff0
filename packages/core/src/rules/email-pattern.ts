/**
 * The plain e-mail check the forms require: no spaces, an @, no spaces, a dot, no spaces. Used by
 * the demo form's schema, the site configuration check and the widget's details step (which carries no zod).
 */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the trimmed value passes the plain e-mail check. */
export function isSimpleEmail(value: string): boolean {
  return simpleEmailPattern.test(value.trim());
}
