import { listSearchWords } from "@tischservice/core";
import { type AnyColumn, and, or, type SQL, sql } from "drizzle-orm";

/**
 * A list search: each word of `q` is contained (ignoring case) in one of `columns`; undefined when `q` holds
 * no word. A scan, not an index: see the partner list's search for what it costs.
 */
export function containsEveryWord(q: string | undefined, columns: readonly AnyColumn[]): SQL | undefined {
  const words = listSearchWords(q);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => sql`strpos(lower(${column}), ${word}) > 0`))),
  );
}
