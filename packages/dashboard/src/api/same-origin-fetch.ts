/** `content-type` -> `Content-Type`: header names as the app writes them. */
function spelled(name: string): string {
  return name.replace(/(^|-)[a-z]/g, (start) => start.toUpperCase());
}

/** The client's request, keeping the body as the client serialized it (a JSON text or a form). */
export class SentRequest extends Request {
  readonly sentBody: BodyInit | null;
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.sentBody = init?.body ?? null;
  }
}

/**
 * Sends the client's request with the global `fetch`, looked up on every call, as the app has always sent
 * its calls: at once (no body is read back first), the path on this origin and a plain init (headers as an
 * object by their usual names, a JSON body as its text). The screens' tests stand in for `fetch` with stubs
 * that read exactly these.
 */
export function sameOriginFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[spelled(name)] = value;
  });
  const body = request instanceof SentRequest ? request.sentBody : null;
  return fetch(url.pathname + url.search, {
    method: request.method,
    credentials: request.credentials,
    headers,
    signal: request.signal,
    ...(body === null ? {} : { body }),
  });
}
