import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, isHttpsRequest, type ProxyAwareBindings } from "./client-ip.ts";

/** Just what the functions read: the trusted hops, the public origin and the request's headers and URL. */
function request(trustProxy: number, headers: Record<string, string>, url = "http://app.example/api/x") {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const deps = { trustProxy, publicOrigin: "http://app.example" };
  return {
    get: (name: string) => (name === "deps" ? deps : undefined),
    req: { url, header: (name: string) => lower.get(name.toLowerCase()) },
  } as unknown as Context<ProxyAwareBindings>;
}

// A client sends its own X-Forwarded-For ("6.6.6.6", made up); the proxies append what they saw.
const spoofed = { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.0.0.2" };

describe("clientIp", () => {
  it("given no trusted proxy, ignores X-Forwarded-For (the socket's address; none in memory)", () => {
    expect(clientIp(request(0, spoofed))).toBe("unknown");
  });

  it("given one trusted hop, takes the right-most entry: the address the nearest proxy saw", () => {
    expect(clientIp(request(1, spoofed))).toBe("10.0.0.2");
  });

  it("given two trusted hops, takes the second entry from the right, never the client's own left-most", () => {
    expect(clientIp(request(2, spoofed))).toBe("203.0.113.7");
  });

  it("given more hops than entries, takes the left-most entry, which a trusted proxy wrote", () => {
    expect(clientIp(request(3, { "X-Forwarded-For": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("given a trusted proxy but no or an empty header, falls back to the socket", () => {
    expect(clientIp(request(1, {}))).toBe("unknown");
    expect(clientIp(request(1, { "X-Forwarded-For": " , " }))).toBe("unknown");
  });
});

describe("isHttpsRequest", () => {
  it("given no trusted proxy, a client's X-Forwarded-Proto changes nothing", () => {
    expect(isHttpsRequest(request(0, { "X-Forwarded-Proto": "https" }))).toBe(false);
  });

  it("given a trusted hop, believes the proto the proxy reports (its own entry, not a client's)", () => {
    expect(isHttpsRequest(request(1, { "X-Forwarded-Proto": "https" }))).toBe(true);
    expect(isHttpsRequest(request(1, { "X-Forwarded-Proto": "https, http" }))).toBe(false);
    expect(isHttpsRequest(request(2, { "X-Forwarded-Proto": "https, http" }))).toBe(true);
  });

  it("given an https URL, is https whatever the headers", () => {
    expect(isHttpsRequest(request(0, {}, "https://app.example/api/x"))).toBe(true);
  });
});
