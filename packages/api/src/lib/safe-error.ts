import { DrizzleQueryError } from "drizzle-orm";

/** What a log may say about an error: never a statement's parameters, a hash, a token or personal data. */
export type SafeErrorFields = {
  error: string;
  /** SQLSTATE of a failed statement (e.g. 23505). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
};

/** Postgres quotes names after these words; anything else in double quotes is a value and is hidden. */
const QUOTED_NAME =
  /\b(constraint|relation|column|table|index|type|function|schema|sequence|trigger|extension|database|role|operator|view|domain)\s+$/i;

/** Hides what is never fit for a log line: drizzle's `params:` list and argon2 password hashes. */
export function scrubSecrets(text: string): string {
  // Most texts (every request line's path) hold neither: no regular expression runs for them.
  if (!text.includes("params:") && !text.includes("$argon2")) return text;
  return text
    .replace(/\bparams:[^\n]*/g, "params: [redacted]")
    .replace(/\$argon2[a-z]*\$[^\s,"']+/g, "[redacted hash]");
}

/**
 * Hides what may be data inside an error's message: besides `scrubSecrets`, long random tokens, e-mail
 * addresses and the values Postgres quotes (`invalid input syntax for type uuid: "…"`).
 */
export function scrubText(text: string): string {
  return scrubSecrets(text)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)*/g, "[redacted address]")
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, "[redacted token]")
    .replace(/"([^"\n]*)"/g, (match, _inner: string, offset: number, whole: string) =>
      QUOTED_NAME.test(whole.slice(Math.max(0, offset - 20), offset)) ? match : '"[redacted]"',
    );
}

/** Only the frames of a stack (`    at …`): its first lines repeat the message, parameters included. */
function framesOf(stack: string | undefined): string | undefined {
  const frames = stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return frames ? frames : undefined;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** Log fields for any thrown value; a failed statement keeps its SQL (placeholders only) and SQLSTATE. */
export function describeError(error: unknown): SafeErrorFields {
  if (error instanceof DrizzleQueryError) {
    const cause = (error.cause ?? {}) as Record<string, unknown>;
    const fields: SafeErrorFields = { error: `failed query: ${scrubSecrets(error.query)}` };
    const code = text(cause.code);
    const constraint = text(cause.constraint);
    const table = text(cause.table);
    const column = text(cause.column);
    const stack = framesOf(error.stack);
    if (code) fields.code = code;
    if (constraint) fields.constraint = constraint;
    if (table) fields.table = table;
    if (column) fields.column = column;
    if (stack) fields.stack = stack;
    return fields;
  }
  if (error instanceof Error) {
    const fields: SafeErrorFields = { error: scrubText(`${error.name}: ${error.message}`) };
    const code = text((error as { code?: unknown }).code);
    const stack = framesOf(error.stack);
    if (code) fields.code = code;
    if (stack) fields.stack = stack;
    return fields;
  }
  return { error: scrubText(String(error)) };
}
