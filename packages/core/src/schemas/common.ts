import * as z from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules/constants.ts";
import { isSingleLineName } from "../rules/single-line-name.ts";
import { validationTexts, validationTextTemplates } from "../texts/validation.ts";

/** Length caps of request strings: oversized input is a clear 400, never a database error. */
export const schemaLimits = {
  name: 100,
  text: 2000,
  email: 254,
  phone: 40,
  url: 500,
  id: 64,
  token: 256,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  guestsMin: 1,
  guestsMax: 30,
} as const;

const idPattern = /^[A-Za-z0-9_-]+$/;

/** An id as it travels in `_id` and in paths: a short string of letters, digits, `-` and `_`. */
export const idSchema = z
  .string({ error: validationTexts.invalidId })
  .trim()
  .min(1, { error: validationTexts.invalidId })
  .max(schemaLimits.id, { error: validationTexts.invalidId })
  .regex(idPattern, { error: validationTexts.invalidId });

/** An id read from a response: strings as they are, numbers as their decimal string. */
export const entityIdSchema = z.union([z.string(), z.number()]).transform((value) => String(value));

/** A local calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const dateStringSchema = z.iso.date({ error: validationTexts.invalidDate });

/** A local time of day `HH:MM`, 00:00 to 23:59. */
export const timeStringSchema = z
  .string({ error: validationTexts.invalidTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: validationTexts.invalidTime });

/** A time of day or an empty string (opening hours not filled in yet). */
export const optionalTimeStringSchema = z.union([z.literal(""), timeStringSchema]);

/** A party size 1..30 in a JSON body. */
export const guestCountSchema = z
  .number({ error: validationTexts.guestsOutOfRange })
  .int({ error: validationTexts.guestsOutOfRange })
  .min(schemaLimits.guestsMin, { error: validationTexts.guestsOutOfRange })
  .max(schemaLimits.guestsMax, { error: validationTexts.guestsOutOfRange });

/** A party size 1..30 in a path segment (digits only). */
export const guestCountParamSchema = z
  .string({ error: validationTexts.guestsOutOfRange })
  .regex(/^\d{1,3}$/, { error: validationTexts.guestsOutOfRange })
  .transform(Number)
  .pipe(guestCountSchema);

/** A required text: trimmed, not blank, at most `max` characters. */
export function requiredTextSchema(max: number, message: string = validationTexts.required) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: validationTextTemplates.maxLength(max) });
}

/** An optional text: trimmed, may be empty, at most `max` characters. */
export function optionalTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: validationTextTemplates.maxLength(max) })
    .optional();
}

/**
 * A name field (a person, a restaurant, a sub-user, a guest): the given text schema, refusing any control
 * character and line or paragraph separator with one message (`isSingleLineName`). Names end up in mails.
 */
export function singleLineName<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSingleLineName, { error: validationTexts.nameSingleLine, abort: true });
}

/** A required name: trimmed, not blank, at most `max` characters, on one line. */
export function requiredNameSchema(
  message: string = validationTexts.required,
  max: number = schemaLimits.name,
) {
  return singleLineName(requiredTextSchema(max, message));
}

/** An optional name: trimmed, may be empty, at most `max` characters, on one line. */
export function optionalNameSchema(max: number = schemaLimits.name) {
  return singleLineName(
    z
      .string()
      .trim()
      .max(max, { error: validationTextTemplates.maxLength(max) }),
  ).optional();
}

/** An e-mail address in a request: trimmed, lowercased, at most 254 characters. */
export function emailAddressSchema(requiredMessage: string = validationTexts.invalidEmail) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .max(schemaLimits.email, { error: validationTextTemplates.maxLength(schemaLimits.email) })
    .pipe(z.email({ error: validationTexts.invalidEmail }));
}

/** An optional e-mail address: absent, empty or blank (to clear it), or valid. */
export const optionalEmailAddressSchema = z
  .preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? "" : value),
    z.union([z.literal(""), emailAddressSchema()]),
  )
  .optional();

/** A password as typed: never trimmed, at least 6 and at most 100 characters. */
export function passwordSchema(
  tooShort: string = validationTexts.passwordTooShort,
  required: string = validationTexts.required,
) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .min(schemaLimits.passwordMin, { error: tooShort })
    .max(schemaLimits.passwordMax, { error: validationTexts.passwordTooLong });
}

/** A plain object's own key renamed when only the alternate spelling is present. */
export function renameKeys(value: unknown, renames: Readonly<Record<string, string>>): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [from, to] of Object.entries(renames)) {
    if (copy[to] === undefined && copy[from] !== undefined) copy[to] = copy[from];
    delete copy[from];
  }
  return copy;
}

/** Timestamps as the API writes them (ISO strings); lenient for responses. */
export const timestampSchema = z.union([z.string(), z.number()]).transform((value) => String(value));
