import { describe, expect, it } from "vitest";
import { pricingPlans } from "../texts/pricing.ts";
import { cookieConsentSchema, pricingPlanSchema } from "./site.ts";

describe("cookieConsentSchema", () => {
  it("given a stored essential false, still reads essential true", () => {
    expect(cookieConsentSchema.parse({ essential: false, analytics: true, marketing: false })).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });
  it("given nothing stored, reads essential only", () => {
    expect(cookieConsentSchema.parse({})).toEqual({ essential: true, analytics: false, marketing: false });
  });
});

describe("pricingPlanSchema", () => {
  it("given the catalogue's three plans, accepts each", () => {
    for (const plan of pricingPlans) expect(pricingPlanSchema.safeParse(plan).success).toBe(true);
  });
});
