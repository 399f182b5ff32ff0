import { describe, expect, it } from "vitest";
import {
  paymentFailed,
  paymentHttpErrorDetail,
  paymentPartiallyPaid,
  paymentSubmitLabel,
} from "./payment.ts";

describe("payment texts", () => {
  it("given 1 of 3 orders paid, shows '1 von 3 Bestellungen wurden bereits bezahlt. Zahlung ist nicht möglich.'", () => {
    expect(paymentPartiallyPaid(1, 3)).toBe(
      "1 von 3 Bestellungen wurden bereits bezahlt. Zahlung ist nicht möglich.",
    );
  });
  it("given a detail, shows 'Fehler bei der Zahlungsabwicklung: {detail}'", () => {
    expect(paymentFailed("Verbindungsfehler")).toBe("Fehler bei der Zahlungsabwicklung: Verbindungsfehler");
  });
  it("given no detail, shows 'Fehler bei der Zahlungsabwicklung'", () => {
    expect(paymentFailed()).toBe("Fehler bei der Zahlungsabwicklung");
  });
  it("given an HTTP status with and without server message, builds the detail", () => {
    expect(paymentHttpErrorDetail(409, "Bereits bezahlt")).toBe("HTTP 409: Bereits bezahlt");
    expect(paymentHttpErrorDetail(500, "")).toBe("HTTP 500");
  });
  it("given a formatted final amount, labels the submit button", () => {
    expect(paymentSubmitLabel("23,50\u00a0€")).toBe("Zahlung abschließen (23,50\u00a0€)");
  });
});
