import { describe, expect, it } from "vitest";
import { checkOrdersPayable, checkPaymentInput, splitPaymentAcrossOrders, splitTipCents } from "./payment.ts";

const served = { delivered: true, quantity: 1 };
const order = (id: string, paidAt: string | null = null) => ({
  _id: id,
  totalAmount: 20,
  items: [served],
  payment: paidAt ? { paidAt } : null,
});
const paidAt = "2024-06-03T19:00:00.000Z";

describe("checkOrdersPayable (the required payment rules)", () => {
  it("given delivered unpaid orders with ids and positive totals, allows payment", () => {
    expect(checkOrdersPayable([order("a"), order("b")])).toEqual({ ok: true });
  });
  it("given no orders, refuses", () => {
    expect(checkOrdersPayable([])).toEqual({ ok: false, reason: "noOrders" });
  });
  it("given an order without id or with a total of 0, names its index", () => {
    expect(checkOrdersPayable([order("a"), { ...order("b"), _id: undefined }])).toEqual({
      ok: false,
      reason: "invalidOrder",
      index: 1,
    });
    expect(checkOrdersPayable([{ ...order("a"), totalAmount: 0 }])).toMatchObject({ reason: "invalidOrder" });
    expect(checkOrdersPayable([{ ...order("a"), totalAmount: Number.NaN }])).toMatchObject({
      reason: "invalidOrder",
    });
  });
  it("given the one order paid, says alreadyPaid ('Diese Bestellung wurde bereits bezahlt.')", () => {
    expect(checkOrdersPayable([order("a", paidAt)])).toEqual({ ok: false, reason: "alreadyPaid" });
  });
  it("given 1 of 3 merged orders paid, says partiallyPaid with n and m ('1 von 3 Bestellungen ...')", () => {
    expect(checkOrdersPayable([order("a", paidAt), order("b"), order("c")])).toEqual({
      ok: false,
      reason: "partiallyPaid",
      paid: 1,
      total: 3,
    });
  });
  it("given all of several orders paid, says allPaid", () => {
    expect(checkOrdersPayable([order("a", paidAt), order("b", paidAt)])).toEqual({
      ok: false,
      reason: "allPaid",
      total: 2,
    });
  });
  it("given an undelivered line, refuses with the count; lines of quantity 0 do not count", () => {
    const open = { ...order("a"), items: [served, { delivered: false, quantity: 2 }, { quantity: 0 }] };
    expect(checkOrdersPayable([open])).toEqual({ ok: false, reason: "notDelivered", undelivered: 1 });
  });
});

describe("checkPaymentInput", () => {
  it("accepts a positive final amount, cash or card and a tip of 0 or more", () => {
    expect(checkPaymentInput({ finalAmount: 22.5, tip: 2.5, paymentMethod: "cash" })).toEqual({ ok: true });
    expect(checkPaymentInput({ finalAmount: 0.01, paymentMethod: "card" })).toEqual({ ok: true });
  });
  it("given a final amount of 0, refuses", () => {
    expect(checkPaymentInput({ finalAmount: 0, paymentMethod: "cash" })).toEqual({
      ok: false,
      reason: "invalidFinalAmount",
    });
  });
  it("given another method, refuses", () => {
    expect(checkPaymentInput({ finalAmount: 5, paymentMethod: "paypal" })).toEqual({
      ok: false,
      reason: "invalidPaymentMethod",
    });
  });
  it("given a negative tip, refuses", () => {
    expect(checkPaymentInput({ finalAmount: 5, tip: -0.5, paymentMethod: "cash" })).toEqual({
      ok: false,
      reason: "invalidTip",
    });
  });
});

describe("splitTipCents (required: tip split by each order's share of the total, in cents)", () => {
  it("splits in proportion when it divides evenly", () => {
    expect(splitTipCents(300, [1000, 2000])).toEqual([100, 200]);
  });
  it("gives leftover cents to the largest remainders so the parts sum to the tip", () => {
    // 100 cents over 3 equal orders: 33.33 each; the tie goes to the lowest index.
    expect(splitTipCents(100, [500, 500, 500])).toEqual([34, 33, 33]);
    // 1 cent over 1:2 — remainders 1/3 and 2/3, so the second order gets it.
    expect(splitTipCents(1, [100, 200])).toEqual([0, 1]);
  });
  it("given all totals 0, splits evenly", () => {
    expect(splitTipCents(5, [0, 0])).toEqual([3, 2]);
  });
  it("given no orders or a tip of 0, returns [] or zeros", () => {
    expect(splitTipCents(100, [])).toEqual([]);
    expect(splitTipCents(0, [100, 200])).toEqual([0, 0]);
  });
  it("given a negative or fractional tip, throws", () => {
    expect(() => splitTipCents(-1, [100])).toThrow(RangeError);
    expect(() => splitTipCents(1.5, [100])).toThrow(RangeError);
  });
  it("always sums exactly to the tip over many awkward splits", () => {
    for (let tip = 0; tip < 500; tip += 7) {
      const parts = splitTipCents(tip, [333, 1001, 7, 0, 2999]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(tip);
    }
  });
});

describe("splitPaymentAcrossOrders", () => {
  it("gives each merged order its tip share and its total plus that share", () => {
    expect(splitPaymentAcrossOrders([10.1, 20.2], 3)).toEqual([
      { tip: 1, finalAmount: 11.1 },
      { tip: 2, finalAmount: 22.2 },
    ]);
  });
});
