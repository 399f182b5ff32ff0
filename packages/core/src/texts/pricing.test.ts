import { describe, expect, it } from "vitest";
import { pricingPlans, pricingYearlySavingsEuro } from "./pricing.ts";

describe("pricingPlans", () => {
  it("given the three plans, prices them 15 €/month, 35 €/month and 350 €/year as required", () => {
    expect(pricingPlans.map((plan) => [plan.name, plan.price, plan.period])).toEqual([
      ["Buchungssystem", 15, "month"],
      ["All in One", 35, "month"],
      ["All in One", 350, "year"],
    ]);
  });
  it("given the yearly plan, it saves 70 € versus twelve monthly payments and is the popular one", () => {
    const [, monthly, yearly] = pricingPlans;
    expect(pricingYearlySavingsEuro).toBe(70);
    expect((monthly?.price ?? 0) * 12 - (yearly?.price ?? 0)).toBe(pricingYearlySavingsEuro);
    expect(pricingPlans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(["all-in-one-yearly"]);
  });
  it("given All in One, it includes every Buchungssystem feature", () => {
    const [booking, monthly] = pricingPlans;
    for (const feature of booking?.features ?? []) expect(monthly?.features).toContain(feature);
  });
});
