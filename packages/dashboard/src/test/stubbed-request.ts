/**
 * The request a `fetch` stub was handed, whichever way it was called: the API client passes a `Request`,
 * other callers a URL with an init. Resolved against the page, as the browser would.
 */
export function stubbedRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request && init === undefined ? input : new Request(input, init);
}

/** A `fetch` stand-in whose server never answers: it rejects, as the browser does, once the request is aborted. */
export function answerNever(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    stubbedRequest(input, init).signal.addEventListener("abort", () =>
      reject(new DOMException("aborted", "AbortError")),
    );
  });
}
