import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import { orderPaymentRequestSchema } from "./payment.ts";

const message = (input: unknown) => orderPaymentRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("orderPaymentRequestSchema", () => {
  it("given a card payment without tip, defaults the tip to 0", () => {
    expect(orderPaymentRequestSchema.parse({ finalAmount: 42.5, paymentMethod: "card" })).toEqual({
      finalAmount: 42.5,
      tip: 0,
      paymentMethod: "card",
    });
  });
  it("given a final amount of 0, refuses it", () => {
    expect(message({ finalAmount: 0, paymentMethod: "cash" })).toBe(
      validationTexts.paymentFinalAmountInvalid,
    );
  });
  it("given a negative tip, refuses it; 0 passes", () => {
    expect(message({ finalAmount: 10, tip: -0.5, paymentMethod: "cash" })).toBe(
      validationTexts.paymentTipNegative,
    );
    expect(
      orderPaymentRequestSchema.safeParse({ finalAmount: 10, tip: 0, paymentMethod: "cash" }).success,
    ).toBe(true);
  });
  it("given a method other than cash or card, refuses it", () => {
    expect(message({ finalAmount: 10, paymentMethod: "paypal" })).toBe(validationTexts.paymentMethodInvalid);
  });
  it("given an idempotency key, keeps it", () => {
    expect(
      orderPaymentRequestSchema.parse({
        finalAmount: 10,
        paymentMethod: "cash",
        idempotencyKey: "pay-0001-abc",
      }).idempotencyKey,
    ).toBe("pay-0001-abc");
  });
});
