import { type DemoRequestBody, demoRequestBodySchema } from "@tischservice/core/schemas";
import { validationTexts } from "@tischservice/core/texts";

export type DemoFormField = keyof DemoRequestBody;

export type DemoValidation =
  | { ok: true; body: DemoRequestBody }
  | { ok: false; message: string; fields: DemoFormField[] };

/**
 * The demo form's check with core's request schema (docs/requirements.md#public-site): first name, last name and
 * e-mail required after trimming ("Bitte füllen Sie alle Pflichtfelder aus."), then the e-mail pattern
 * ("Bitte geben Sie eine gültige E-Mail-Adresse ein."). The missing-field message wins when both apply.
 */
export function validateDemoRequest(values: Record<string, string>): DemoValidation {
  const result = demoRequestBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const issues = result.error.issues;
  const required = issues.filter((issue) => issue.message === validationTexts.demoRequiredFields);
  const shown = required.length > 0 ? required : issues;
  const fields = [...new Set(shown.map((issue) => String(issue.path[0] ?? "")))].filter(
    (field): field is DemoFormField => field in values,
  );
  return { ok: false, message: shown[0]?.message ?? validationTexts.invalidInput, fields };
}
