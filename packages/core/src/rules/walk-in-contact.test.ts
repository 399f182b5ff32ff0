import { describe, expect, it } from "vitest";
import { guestMailRecipient, WALK_IN_CONTACT } from "./walk-in-contact.ts";

describe("guestMailRecipient", () => {
  it("given a guest's address, mails go to it", () => {
    expect(guestMailRecipient("erika@beispiel.de")).toBe("erika@beispiel.de");
  });

  it("given the walk-in placeholder (in any case), no mail goes out", () => {
    expect(guestMailRecipient(WALK_IN_CONTACT.customerEmail)).toBeNull();
    expect(guestMailRecipient("Walk-In@Tischservice.example")).toBeNull();
  });

  it("given no address, no mail goes out", () => {
    expect(guestMailRecipient("")).toBeNull();
    expect(guestMailRecipient("  ")).toBeNull();
    expect(guestMailRecipient(null)).toBeNull();
  });
});
