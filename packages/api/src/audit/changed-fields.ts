import { isDeepStrictEqual } from "node:util";

/** A value as it would travel as JSON: `undefined` members dropped, dates as strings. */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/**
 * The fields among `fields` whose value differs between `before` and `after`, sorted. A save sends the
 * whole configuration; the audit log names only what the save changed. Objects are compared by content
 * (key order and `undefined` members do not count), so a week saved unchanged is no change.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: Iterable<string>,
): string[] {
  return [...new Set(fields)]
    .filter((field) => !isDeepStrictEqual(asJson(before[field]), asJson(after[field])))
    .sort();
}
