import { signupTexts, validationTexts } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { giuliaSignupRequest } from "./signup-fixtures.ts";
import { checkSignup, placeFieldErrors, type SignupValues } from "./signup-values.ts";

const filled: SignupValues = {
  name: " Giulia Rossi ",
  email: " Giulia@Trattoria.Example ",
  password: "Gastro#2026",
  restaurantName: "Trattoria Rossi",
  acceptTerms: true,
  website: "",
};

describe("checkSignup", () => {
  it("given a complete restaurant form, answers the request as the API reads it", () => {
    expect(checkSignup("restaurant", filled)).toEqual({ ok: true, request: giuliaSignupRequest });
  });

  it("given the chosen plan, sends it along", () => {
    const check = checkSignup("restaurant", filled, "booking-system");
    expect(check.ok && check.request).toMatchObject({ plan: "booking-system" });
  });

  it("given a guest form, leaves the restaurant name out", () => {
    const check = checkSignup("guest", { ...filled, restaurantName: "" });
    expect(check.ok && "restaurantName" in check.request).toBe(false);
    expect(check.ok).toBe(true);
  });

  it("given an empty restaurant form, names every field with core's messages", () => {
    const check = checkSignup("restaurant", {
      name: "",
      email: "",
      password: "",
      restaurantName: " ",
      acceptTerms: false,
      website: "",
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: signupTexts.requiredFields,
        email: signupTexts.requiredFields,
        password: signupTexts.requiredFields,
        restaurantName: signupTexts.requiredFields,
        acceptTerms: signupTexts.acceptTermsRequired,
      },
    });
  });

  it("given a short password and a broken address, says so", () => {
    const check = checkSignup("guest", { ...filled, email: "giulia@", password: "kurz" });
    expect(check).toEqual({
      ok: false,
      errors: { email: validationTexts.invalidEmail, password: expect.any(String) },
    });
  });
});

describe("placeFieldErrors", () => {
  it("given the API's problems, puts known paths on fields and keeps the rest", () => {
    expect(
      placeFieldErrors([
        { path: "email", message: "A" },
        { path: "email", message: "B" },
        { path: "", message: "C" },
      ]),
    ).toEqual({ fields: { email: "A" }, other: ["C"] });
  });
});
