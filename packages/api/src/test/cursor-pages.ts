import { expect } from "vitest";
import type { TestClient } from "./test-client.ts";

/** A page of a keyset-paged list: its rows and the cursor of the next page (null on the last). */
export interface CursorPage<Row> {
  data: Row[];
  nextCursor: string | null;
}

/**
 * Every page of a list, `limit` at a time as the query says, following `nextCursor` (at most 100 pages);
 * `between` runs after each page (a test writes rows between two pages there).
 */
export async function allCursorPages<P extends CursorPage<unknown>>(
  client: TestClient,
  path: string,
  query: string,
  between?: (pageCount: number) => Promise<void>,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`;
    const response = await client.get<P>(`${path}?${query}${suffix}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body);
    cursor = response.body.nextCursor;
    await between?.(pages.length);
  } while (cursor !== null && pages.length < 100);
  return pages;
}
