import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentTimeoutError, payOrder } from "./orders.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("payOrder", () => {
  it("given no answer within the time limit, aborts and reports a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    await expect(
      payOrder("o-1", { finalAmount: 10, tip: 0, paymentMethod: "cash" }, "pay-key-1", 20),
    ).rejects.toBeInstanceOf(PaymentTimeoutError);
  });

  it("given an answer, sends the idempotency key as header", async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal("fetch", async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response(JSON.stringify({ success: true, message: "ok" }), { status: 200 });
    });
    await payOrder("o-1", { finalAmount: 10, tip: 1, paymentMethod: "card" }, "pay-key-2");
    const headers = (seen[0]?.headers ?? {}) as Record<string, string>;
    expect(headers["Idempotency-Key"]).toBe("pay-key-2");
  });
});
