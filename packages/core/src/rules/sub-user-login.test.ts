import { describe, expect, it } from "vitest";
import { subUserLoginName } from "./sub-user-login.ts";

describe("subUserLoginName (required: username@restaurant)", () => {
  it("lowercases the username and joins it to the restaurant's slug", () => {
    expect(subUserLoginName("Kellner_1", "zurlinde")).toBe("kellner_1@zurlinde");
  });
  it("trims the username", () => {
    expect(subUserLoginName("  anna ", "linde")).toBe("anna@linde");
  });
  it("given the slug a second restaurant of the same name got, uses that slug, not the name's", () => {
    expect(subUserLoginName("kellner", "trattoriademo2")).toBe("kellner@trattoriademo2");
  });
});
