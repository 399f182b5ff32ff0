/** One canned answer: a JSON body with a status, a network failure, or an answer that never comes. */
export type MockAnswer =
  | { status?: number; body: unknown; delayMs?: number }
  | { networkError: true }
  | { pending: true };

/** A route's answer, fixed or by request (its init, and its URL for answers that depend on the query). */
export type MockRoutes = Record<
  string,
  MockAnswer | ((init: RequestInit | undefined, url: URL) => MockAnswer)
>;

export interface FetchMock {
  /** Every request made, as "METHOD /path". */
  calls: string[];
  /** Every request made with its query, as "METHOD /path?query" ("METHOD /path" without one). */
  requests: string[];
  /** The parsed JSON bodies sent, by path. */
  bodies: Record<string, unknown>;
  restore: () => void;
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), location.href);

/**
 * Replaces `fetch` with canned answers by path ("GET /api/restaurants" or just "/api/restaurants", whatever
 * the query): stories and tests never touch the network. Unknown paths answer 404.
 */
export function mockFetch(routes: MockRoutes): FetchMock {
  const original = globalThis.fetch;
  const restore = () => {
    globalThis.fetch = original;
  };
  const mock: FetchMock = { calls: [], requests: [], bodies: {}, restore };
  globalThis.fetch = async (input, init) => {
    const url = urlOf(input);
    const path = url.pathname;
    const method = (init?.method ?? "GET").toUpperCase();
    mock.calls.push(`${method} ${path}`);
    mock.requests.push(`${method} ${path}${url.search}`);
    if (typeof init?.body === "string") mock.bodies[path] = JSON.parse(init.body) as unknown;
    const route = routes[`${method} ${path}`] ?? routes[path];
    const answer = typeof route === "function" ? route(init, url) : route;
    if (!answer)
      return new Response(JSON.stringify({ success: false, message: "Nicht gefunden" }), { status: 404 });
    if ("networkError" in answer) throw new TypeError("Failed to fetch");
    if ("pending" in answer) return new Promise<Response>(() => {});
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  return mock;
}

/** The API answers the partner modal reads, for one restaurant. */
export function restaurantRoutes(options: {
  restaurantId: string;
  openingHours?: unknown;
  specialHours?: unknown[];
}): MockRoutes {
  return {
    [`/api/restaurants/${options.restaurantId}/config`]: options.openingHours
      ? { body: { success: true, config: { openingHours: options.openingHours } } }
      : { status: 404, body: { success: false, message: "Keine Konfiguration gefunden." } },
    [`/api/restaurants/${options.restaurantId}/special-hours`]: {
      body: { success: true, data: options.specialHours ?? [] },
    },
  };
}
