import { listPageTexts } from "@tischservice/core";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { badRequest } from "./errors.ts";

// A keyset cursor names the last row of a page by its sort key; the next page starts after it. Rows added
// or removed meanwhile never shift the rows still to come, as an offset would. The client sees an opaque
// string: the key's values as JSON in base64url.

/** The cursor after a row whose sort key is `values` (most significant first). */
export function encodeKeysetCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/**
 * The sort key a client sent back; 400 (German, `cursor`) when it is not one of ours: `length` strings, and
 * where `instantAt` says so an instant as `instantKeySql` writes it (the database would fail on another).
 */
export function decodeKeysetCursor(text: string, length: number, instantAt?: number): string[] {
  const refuse = () =>
    badRequest(listPageTexts.invalidCursor, {
      errors: [{ path: "cursor", message: listPageTexts.invalidCursor }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== length ||
    !parsed.every((value) => typeof value === "string" && value.length <= 300) ||
    (instantAt !== undefined && !isInstantKey(parsed[instantAt]))
  ) {
    throw refuse();
  }
  return parsed as string[];
}

/**
 * A timestamp column as a sort key's text: UTC with all six decimals of PostgreSQL's microseconds. A
 * JavaScript Date keeps only milliseconds, and a cursor rounded so would skip or repeat rows created
 * within the same millisecond.
 */
export const instantKeySql = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const instantKeyShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function isInstantKey(value: unknown): boolean {
  return typeof value === "string" && instantKeyShape.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * The rows after a client's cursor in the order of `columns` (undefined on the first page, which has none);
 * 400 for a cursor that is not one of ours.
 */
export function afterCursorSql(
  columns: readonly AnyColumn[],
  cursor: string | undefined,
  instantAt: number,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  return afterKeySql(columns, decodeKeysetCursor(cursor, columns.length, instantAt), instantAt);
}

/**
 * Rows after a cursor in ascending order of `columns`: a row comparison, which PostgreSQL continues along
 * an index over the same columns. The instant travels as text and is cast back without loss.
 */
export function afterKeySql(
  columns: readonly AnyColumn[],
  values: readonly string[],
  instantAt: number,
): SQL {
  const tuple = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const after = sql.join(
    values.map((value, index) => (index === instantAt ? sql`${value}::timestamptz` : sql`${value}`)),
    sql`, `,
  );
  return sql`(${tuple}) > (${after})`;
}
