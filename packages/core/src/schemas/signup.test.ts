import { describe, expect, it } from "vitest";
import { pricingPlans } from "../texts/pricing.ts";
import { strongPasswordTexts } from "../texts/strong-password.ts";
import { onboardingUpdateRequestSchema, verifyEmailRequestSchema } from "./signup.ts";
import { guestSignupRequestSchema, restaurantSignupRequestSchema } from "./signup-request.ts";

const restaurant = {
  name: " Maria Schmidt ",
  email: "Maria@Beispiel.de",
  password: "Sicher#2026",
  restaurantName: "Trattoria Maria",
  acceptTerms: true,
};
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("restaurantSignupRequestSchema", () => {
  it("given the required fields, trims the name and lowercases the address", () => {
    expect(restaurantSignupRequestSchema.parse(restaurant)).toMatchObject({
      name: "Maria Schmidt",
      email: "maria@beispiel.de",
    });
  });

  it("given each pricing plan's id, accepts it; an unknown plan gets the German text", () => {
    for (const plan of pricingPlans) {
      expect(restaurantSignupRequestSchema.parse({ ...restaurant, plan: plan.id }).plan).toBe(plan.id);
    }
    expect(firstMessage(restaurantSignupRequestSchema.safeParse({ ...restaurant, plan: "gratis" }))).toBe(
      "Bitte wählen Sie einen gültigen Tarif.",
    );
  });

  it("given the terms not accepted, refuses with the consent text", () => {
    expect(firstMessage(restaurantSignupRequestSchema.safeParse({ ...restaurant, acceptTerms: false }))).toBe(
      "Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.",
    );
  });

  it("given a blank restaurant name, answers the required-fields text", () => {
    expect(
      firstMessage(restaurantSignupRequestSchema.safeParse({ ...restaurant, restaurantName: "  " })),
    ).toBe("Bitte füllen Sie alle Pflichtfelder aus.");
  });
});

describe("restaurantSignupRequestSchema's password (an owner's: the strong rule)", () => {
  it("given 9 characters, refuses them with the strong rule's message", () => {
    expect(
      firstMessage(restaurantSignupRequestSchema.safeParse({ ...restaurant, password: "Maria#123" })),
    ).toBe(strongPasswordTexts.tooShort);
  });

  it("given no password, answers the required-fields text", () => {
    expect(firstMessage(restaurantSignupRequestSchema.safeParse({ ...restaurant, password: "" }))).toBe(
      "Bitte füllen Sie alle Pflichtfelder aus.",
    );
  });
});

describe("guestSignupRequestSchema", () => {
  it("given a password of 6 characters, accepts it: guests keep the rule of 6", () => {
    const { restaurantName: _name, ...guest } = restaurant;
    expect(guestSignupRequestSchema.safeParse({ ...guest, password: "Gast#1" }).success).toBe(true);
    expect(firstMessage(guestSignupRequestSchema.safeParse({ ...guest, password: "Gast1" }))).toBe(
      "Das Passwort muss mindestens 6 Zeichen lang sein.",
    );
  });

  it("given a restaurant name, rejects it as an unknown field", () => {
    const { restaurantName: _name, ...guest } = restaurant;
    expect(guestSignupRequestSchema.safeParse(guest).success).toBe(true);
    expect(guestSignupRequestSchema.safeParse(restaurant).success).toBe(false);
  });
});

describe("verifyEmailRequestSchema", () => {
  it("given characters a link token never has, answers the invalid-link text", () => {
    expect(firstMessage(verifyEmailRequestSchema.safeParse({ token: "abc def" }))).toBe(
      "Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.",
    );
    expect(verifyEmailRequestSchema.safeParse({ token: "Ab-_09" }).success).toBe(true);
  });
});

describe("onboardingUpdateRequestSchema", () => {
  it("given widgetCopied false, refuses it: copying cannot be undone", () => {
    expect(onboardingUpdateRequestSchema.safeParse({ widgetCopied: false }).success).toBe(false);
    expect(onboardingUpdateRequestSchema.parse({ dismissed: true, widgetCopied: true })).toEqual({
      dismissed: true,
      widgetCopied: true,
    });
  });
});
