import { describe, expect, it } from "vitest";
import { planById, validateRegisterSearch } from "./register-search.ts";

describe("validateRegisterSearch", () => {
  it("given a known plan, keeps it", () => {
    expect(validateRegisterSearch({ plan: "all-in-one-yearly" })).toEqual({ plan: "all-in-one-yearly" });
  });

  it("given an unknown plan, drops it", () => {
    expect(validateRegisterSearch({ plan: "platinum" })).toEqual({});
  });

  it("given the widget's guest link, keeps the type and the address", () => {
    expect(validateRegisterSearch({ type: "guest", email: "anna+tisch@example.test" })).toEqual({
      type: "guest",
      email: "anna+tisch@example.test",
    });
  });

  it("given a guest sign-up with a plan, drops the plan (guests have none)", () => {
    expect(validateRegisterSearch({ type: "guest", plan: "booking-system" })).toEqual({ type: "guest" });
  });

  it("given another type or a blank address, drops them", () => {
    expect(validateRegisterSearch({ type: "admin", email: "  " })).toEqual({});
  });
});

describe("planById", () => {
  it("given the yearly plan, answers its name and price", () => {
    expect(planById("all-in-one-yearly")).toMatchObject({
      name: "All in One",
      price: 350,
      periodLabel: "pro Jahr",
    });
  });
});
