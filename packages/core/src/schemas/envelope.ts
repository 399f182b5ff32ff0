import * as z from "zod";

/** One field problem in a 400 answer: the dotted path (`items.0.quantity`, empty for the body) and a German text. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failure answer: `{ success: false, message, errors? }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An answer that only reports: `{ success, message? }`. */
export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The generic envelope `{ success, data?, message? }` around a payload schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.optional(),
    message: z.string().optional(),
  });
}
export type Envelope<T> = { success: boolean; data?: T | undefined; message?: string | undefined };

/** A strict success answer `{ success: true, message, data }` (the routes that always say what they did). */
export function successAnswerSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/**
 * A list answer read leniently: a bare array, or an object carrying the list under `data` or one of the
 * alternate keys older clients read (`restaurants`, `rooms`, `configs`, ...; docs/requirements.md#answer-shapes).
 * Always parses to `{ success, data, message? }`.
 */
export function listResponseSchema<T extends z.ZodType>(item: T, alternateKeys: readonly string[] = []) {
  return z.preprocess(
    (raw) => {
      if (Array.isArray(raw)) return { success: true, data: raw };
      if (typeof raw !== "object" || raw === null) return raw;
      const record = raw as Record<string, unknown>;
      if (record.data !== undefined) return record;
      for (const key of alternateKeys) {
        if (record[key] !== undefined) return { ...record, data: record[key] };
      }
      return { ...record, data: [] };
    },
    z.object({
      success: z.boolean().default(true),
      data: z.array(item),
      message: z.string().optional(),
    }),
  );
}

/**
 * A single-item answer read leniently: the item under `data` or one of the alternate keys
 * (`restaurant`, `config`, ...). Parses to `{ success, data?, message? }`.
 */
export function itemResponseSchema<T extends z.ZodType>(item: T, alternateKeys: readonly string[] = []) {
  return z.preprocess(
    (raw) => {
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
      const record = raw as Record<string, unknown>;
      if (record.data !== undefined) return record;
      for (const key of alternateKeys) {
        if (record[key] !== undefined) return { ...record, data: record[key] };
      }
      return record;
    },
    z.object({
      success: z.boolean().default(true),
      data: item.optional(),
      message: z.string().optional(),
    }),
  );
}
