import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "./fake-api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function put(path: string, body: unknown) {
  return new Request(new URL(path, window.location.origin), {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("stubApi's log of calls", () => {
  it("given a call with a JSON body, shows the call only together with its body", async () => {
    const calls = stubApi({ "PUT /api/config": () => ({ body: { success: true } }) });
    const answered = fetch(put("/api/config", { autoConfirmReservations: true }));
    // The stub has run up to reading the body: a call logged now would be one without its body.
    expect(calls).toEqual([]);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({
      method: "PUT",
      path: "/api/config",
      body: { autoConfirmReservations: true },
    });
    await answered;
  });

  it("given a call with a body and then one without, logs them in the order they were sent", async () => {
    const calls = stubApi({
      "PUT /api/config": () => ({ body: { success: true } }),
      "GET /api/config": () => ({ body: { success: true } }),
    });
    await Promise.all([fetch(put("/api/config", { a: 1 })), fetch("/api/config?fresh=1")]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "PUT /api/config",
      "GET /api/config?fresh=1",
    ]);
  });
});
