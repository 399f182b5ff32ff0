import { afterEach, describe, expect, it, vi } from "vitest";
import { answerNever, stubbedRequest } from "../test/stubbed-request.ts";
import { PaymentTimeoutError, payOrder } from "./orders.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("payOrder", () => {
  it("given no answer within the time limit, aborts and reports a timeout", async () => {
    vi.stubGlobal("fetch", answerNever);
    await expect(
      payOrder("o-1", { finalAmount: 10, tip: 0, paymentMethod: "cash" }, "pay-key-1", 20),
    ).rejects.toBeInstanceOf(PaymentTimeoutError);
  });

  it("given an answer, sends the idempotency key as header", async () => {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(stubbedRequest(input, init));
      return new Response(JSON.stringify({ success: true, message: "ok" }), { status: 200 });
    });
    await payOrder("o-1", { finalAmount: 10, tip: 1, paymentMethod: "card" }, "pay-key-2");
    expect(seen[0]?.headers.get("Idempotency-Key")).toBe("pay-key-2");
  });
});
