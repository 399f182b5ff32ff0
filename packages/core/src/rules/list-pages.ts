// The paged lists of restaurants and accounts (partner list, admin lists, the customer's restaurant choice):
// how much one page holds and what a search looks for. The API applies these; the apps ask within them.

/** Entries per page when a client asks for a page without saying how many. */
export const LIST_PAGE_SIZE = 20;
/** The most entries one page may hold: a screen never needs more, and the answer stays small. */
export const LIST_PAGE_MAX = 50;
/** The longest search text the lists accept. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** What a list request may carry; all of it optional. */
export interface ListPageRequest {
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * Whether a request asks for a page: any of its parameters does. Without one, the API answers the whole
 * list, as integrations expect (docs/requirements.md#answer-shapes); none of our own screens asks that way.
 */
export function isListPageRequest(request: ListPageRequest): boolean {
  return request.q !== undefined || request.cursor !== undefined || request.limit !== undefined;
}

/** How many entries the page holds: the requested number, else the default. */
export function listPageLimit(request: ListPageRequest): number {
  return request.limit ?? LIST_PAGE_SIZE;
}

/**
 * The words of a search as the server compares them (lower case, split at spaces): an entry matches when
 * each word is found in one of its searched fields, so "italienisch berlin" finds an Italian kitchen in
 * Berlin. No words (an empty or blank search) lists everything.
 */
export function listSearchWords(q: string | undefined): string[] {
  return (q ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "");
}
