import type * as PartnersApi from "./partners-api.ts";

/**
 * Runs `ask` with the partner API, loaded on first use so that it stays out of the page's first script.
 * Once `signal` is aborted nothing is asked: a section gone while the module was still loading sends no
 * request.
 */
export async function askPartnersApi<T>(
  signal: AbortSignal,
  ask: (api: typeof PartnersApi) => Promise<T>,
): Promise<T> {
  const api = await import("./partners-api.ts");
  signal.throwIfAborted();
  return ask(api);
}
