import { describe, expect, it } from "vitest";
import { paymentRefusalCode, paymentRefusalText } from "./payment-refusal.ts";

describe("paymentRefusalText", () => {
  it("given each refusal, names it in the required German words", () => {
    expect(paymentRefusalText({ ok: false, reason: "alreadyPaid" })).toBe(
      "Diese Bestellung wurde bereits bezahlt.",
    );
    expect(paymentRefusalText({ ok: false, reason: "allPaid", total: 2 })).toBe(
      "Alle Bestellungen wurden bereits bezahlt.",
    );
    expect(paymentRefusalText({ ok: false, reason: "partiallyPaid", paid: 1, total: 3 })).toBe(
      "1 von 3 Bestellungen wurden bereits bezahlt. Zahlung ist nicht möglich.",
    );
    expect(paymentRefusalText({ ok: false, reason: "notDelivered", undelivered: 2 })).toBe(
      "Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.",
    );
    expect(paymentRefusalText({ ok: false, reason: "noOrders" })).toBe(
      "Diese Bestellung hat keinen Betrag und kann nicht bezahlt werden.",
    );
  });
});

describe("paymentRefusalCode", () => {
  it("given paid, undelivered and empty orders, names already_paid, not_all_delivered and conflict", () => {
    expect(paymentRefusalCode({ ok: false, reason: "partiallyPaid", paid: 1, total: 2 })).toBe(
      "already_paid",
    );
    expect(paymentRefusalCode({ ok: false, reason: "notDelivered", undelivered: 1 })).toBe(
      "not_all_delivered",
    );
    expect(paymentRefusalCode({ ok: false, reason: "invalidOrder", index: 0 })).toBe("conflict");
  });
});
