import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/fake-api.ts";
import { answerNever, stubbedRequest } from "../test/stubbed-request.ts";
import { ApiError, NetworkError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { isServerUnreachable, noteServerAnswered } from "./reachability.ts";

afterEach(() => {
  noteServerAnswered();
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("given an answer, resolves with its body and sends the session cookie on the same origin", async () => {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(stubbedRequest(input, init));
      return new Response(JSON.stringify({ ok: true, db: "pglite" }), { status: 200 });
    });
    await expect(dataOf(api.GET("/api/health"))).resolves.toEqual({ ok: true, db: "pglite" });
    expect(seen[0]?.credentials).toBe("same-origin");
    expect(seen[0]?.url).toBe(`${window.location.origin}/api/health`);
    expect(seen[0]?.headers.get("Accept")).toBe("application/json");
  });

  it("given a refusal, rejects with ApiError carrying the status, the German message, the body and the code", async () => {
    const body = {
      success: false,
      code: "slot_taken",
      message: "Dieser Zeitpunkt ist leider schon vergeben.",
    };
    stubApi({ "POST /api/users/login": () => ({ status: 409, body }) });
    const error = await dataOf(
      api.POST("/api/users/login", { body: { email: "a@b.de", password: "x", rememberMe: false } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      serverMessage: "Dieser Zeitpunkt ist leider schon vergeben.",
      code: "slot_taken",
      body,
    });
    expect(isServerUnreachable()).toBe(false);
  });

  it("given a refusal without JSON, rejects with ApiError without a message", async () => {
    vi.stubGlobal("fetch", async () => new Response("Bad Gateway", { status: 502 }));
    await expect(dataOf(api.GET("/api/health"))).rejects.toMatchObject({
      status: 502,
      serverMessage: null,
      code: null,
      body: "Bad Gateway",
    });
  });

  it("given no answer, rejects with NetworkError and marks the server unreachable; the next answer marks it back", async () => {
    stubApi({ "GET /api/health": () => "network-error" });
    await expect(dataOf(api.GET("/api/health"))).rejects.toBeInstanceOf(NetworkError);
    expect(isServerUnreachable()).toBe(true);
    stubApi({ "GET /api/health": () => ({ status: 500, body: {} }) });
    await expect(dataOf(api.GET("/api/health"))).rejects.toBeInstanceOf(ApiError);
    expect(isServerUnreachable()).toBe(false);
  });

  it("given a call the app aborted itself, rejects with NetworkError and says nothing about the connection", async () => {
    vi.stubGlobal("fetch", answerNever);
    const controller = new AbortController();
    const call = dataOf(api.GET("/api/health", { signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(NetworkError);
    expect(isServerUnreachable()).toBe(false);
  });

  it("given an answer that is not JSON, rejects with NetworkError", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 200 }));
    await expect(dataOf(api.GET("/api/health"))).rejects.toThrow(new NetworkError("Ungültige Serverantwort"));
  });
});
