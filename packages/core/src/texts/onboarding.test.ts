import { describe, expect, it } from "vitest";
import { onboardingStepIds } from "../schemas/signup.ts";
import { demoDataTexts, onboardingTexts } from "./onboarding.ts";

describe("onboardingTexts", () => {
  it("given every step id, has a title, a description and an action", () => {
    for (const id of onboardingStepIds) {
      expect(onboardingTexts.steps[id].title).not.toBe("");
      expect(onboardingTexts.steps[id].description).not.toBe("");
      expect(onboardingTexts.steps[id].action).not.toBe("");
    }
  });
  it("given 2 of 5, writes the progress line", () => {
    expect(onboardingTexts.progress(2, 5)).toBe("2 von 5 erledigt");
  });
});

describe("demoDataTexts.affected", () => {
  it("given one of each, uses the singular", () => {
    expect(demoDataTexts.affected(1, 1)).toBe("Betroffen: 1 Konto und 1 Restaurant.");
  });
  it("given several, uses the plural", () => {
    expect(demoDataTexts.affected(5, 7)).toBe("Betroffen: 5 Konten und 7 Restaurants.");
  });
});
