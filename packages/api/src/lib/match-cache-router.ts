import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Paths longer than this are matched every time (a cache of them could be made to hold a lot of text). */
const MAX_CACHED_PATH = 256;

/**
 * Hono's own router choice, with each method and path's match remembered: the API's routes (different
 * parameter names at one place, which `RegExpRouter` refuses) leave Hono with `TrieRouter`, whose search
 * walked every `/api/*` middleware and route level on every request, the largest part of a cached public
 * answer's time. A match depends only on the routes, which are all added before the first request (Hono's
 * routers refuse later ones; adding one here forgets every match all the same). Hono only reads a match (handlers and parameters), so one may serve many
 * requests. At `maxEntries` the oldest match goes.
 */
export class MatchCacheRouter<T> implements Router<T> {
  readonly name: string;
  readonly #matches = new Map<string, Result<T>>();

  constructor(
    private readonly inner: Router<T> = new SmartRouter<T>({
      routers: [new RegExpRouter<T>(), new TrieRouter<T>()],
    }),
    private readonly maxEntries = 2000,
  ) {
    this.name = `MatchCacheRouter(${inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_CACHED_PATH) return this.inner.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (result === undefined) {
      result = this.inner.match(method, path);
      if (this.#matches.size >= this.maxEntries) {
        const oldest = this.#matches.keys().next();
        if (!oldest.done) this.#matches.delete(oldest.value);
      }
      this.#matches.set(key, result);
    }
    return result;
  }
}
