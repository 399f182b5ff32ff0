import { describe, expect, it } from "vitest";
import { onboardingProgress, onboardingView, widgetDemoHref } from "./onboarding-steps.ts";

const none = { details: false, hours: false, tables: false, widget: false, testBooking: false };
const all = { details: true, hours: true, tables: true, widget: true, testBooking: true };

describe("onboardingProgress", () => {
  it("given two steps done, counts 2 of 5", () => {
    expect(onboardingProgress({ steps: { ...none, hours: true, tables: true }, dismissed: false })).toEqual({
      done: 2,
      total: 5,
    });
  });
});

describe("onboardingView", () => {
  it("given open steps, shows the checklist", () => {
    expect(onboardingView({ steps: none, dismissed: false })).toBe("checklist");
  });

  it("given every step done, shows the completion note", () => {
    expect(onboardingView({ steps: all, dismissed: false })).toBe("complete");
  });

  it("given a dismissed checklist, shows nothing, done or not", () => {
    expect(onboardingView({ steps: none, dismissed: true })).toBe("hidden");
    expect(onboardingView({ steps: all, dismissed: true })).toBe("hidden");
  });
});

describe("widgetDemoHref", () => {
  it("given an id, links the demo page with it, encoded", () => {
    expect(widgetDemoHref("r-1")).toBe("/widget/?restaurant=r-1");
    expect(widgetDemoHref("a b")).toBe("/widget/?restaurant=a%20b");
  });
});
