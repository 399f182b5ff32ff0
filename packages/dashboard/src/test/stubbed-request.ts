/**
 * The request a `fetch` stub was handed, whichever way it was called: the API client passes a `Request`,
 * other callers a URL with an init. Resolved against the page, as the browser would.
 */
export function stubbedRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request && init === undefined ? input : new Request(input, init);
}
