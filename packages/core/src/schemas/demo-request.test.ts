import { describe, expect, it } from "vitest";
import { demoRequestBodySchema } from "./demo-request.ts";

const valid = { firstName: " Maria ", lastName: "Schmidt", email: "Maria@Beispiel.de" };
const message = (input: unknown) => demoRequestBodySchema.safeParse(input).error?.issues[0]?.message;

describe("demoRequestBodySchema", () => {
  it("given the required fields, trims them and lowercases the e-mail", () => {
    expect(demoRequestBodySchema.parse({ ...valid, phone: " 030 123 ", message: "" })).toEqual({
      firstName: "Maria",
      lastName: "Schmidt",
      email: "maria@beispiel.de",
      phone: "030 123",
      message: "",
    });
  });
  it.each(["firstName", "lastName", "email"])(
    "given a blank %s, answers the required-fields text",
    (field) => {
      expect(message({ ...valid, [field]: "   " })).toBe("Bitte füllen Sie alle Pflichtfelder aus.");
    },
  );
  it.each(["maria@beispiel", "maria beispiel@x.de", "@x.de", "maria@.de x"])(
    "given the e-mail %s, answers the invalid-e-mail text",
    (email) => {
      expect(message({ ...valid, email })).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    },
  );
  it("given a message of 2001 characters, refuses it; 2000 pass", () => {
    expect(message({ ...valid, message: "x".repeat(2001) })).toBe("Maximal 2000 Zeichen sind erlaubt");
    expect(demoRequestBodySchema.safeParse({ ...valid, message: "x".repeat(2000) }).success).toBe(true);
  });
  it("given an unknown field, rejects it", () => {
    expect(demoRequestBodySchema.safeParse({ ...valid, company: "X" }).success).toBe(false);
  });
});
