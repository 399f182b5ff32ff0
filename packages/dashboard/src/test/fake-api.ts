import { vi } from "vitest";
import { stubbedRequest } from "./stubbed-request.ts";

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  /** When it was sent (`performance.now()`), for checks of waiting such as a debounce. */
  at: number;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type Route = (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | "network-error";

/**
 * Replaces `fetch` with a table of `"METHOD /path"` answers (query strings are ignored in the key).
 * Unknown routes answer 404. Returns the log of calls.
 */
export function stubApi(routes: Record<string, Route>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  const sendings: number[] = [];
  let sentSoFar = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const sending = sentSoFar++;
    const at = performance.now();
    const sent = stubbedRequest(input, init);
    const url = new URL(sent.url);
    const method = sent.method.toUpperCase();
    const body = sent.headers.get("Content-Type")?.includes("json")
      ? JSON.parse(await sent.text())
      : undefined;
    const request: FakeRequest = { method, path: url.pathname + url.search, body, at };
    // Logged only once its body is read, so a test that sees a call sees all of it; and at the place its
    // sending gave it, since reading a body takes a turn that a later call without one does not.
    const place = sendings.findIndex((other) => other > sending);
    const index = place === -1 ? calls.length : place;
    calls.splice(index, 0, request);
    sendings.splice(index, 0, sending);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route
      ? await route(request)
      : { status: 404, body: { success: false, message: "Nicht gefunden" } };
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/** A deterministic EventSource: tests push messages and errors by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** An unnamed message carrying `{ type, data }`, as the API sends it. */
  emit(message: unknown) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error("Keine EventSource geöffnet");
    return last;
  }
}

export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
}
