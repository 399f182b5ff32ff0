import { describe, expect, it } from "vitest";
import { WAITLIST_HOLD_MINUTES } from "../rules/waitlist.ts";
import { enquiryTexts } from "./enquiries.ts";
import { signupTexts } from "./signup.ts";
import { waitlistTexts } from "./waitlist.ts";
import { widgetLocaleFor, widgetTexts } from "./widget.ts";

describe("widgetTexts", () => {
  it("given German and English, both have exactly the same keys", () => {
    expect(Object.keys(widgetTexts.en).sort()).toEqual(Object.keys(widgetTexts.de).sort());
  });
  it("given every key, neither language has an empty text", () => {
    for (const texts of [widgetTexts.de, widgetTexts.en]) {
      for (const value of Object.values(texts)) {
        const text = typeof value === "function" ? value(2) : value;
        expect(String(text).trim()).not.toBe("");
      }
    }
  });
  it("given both languages, titles the calendar as the dialog is labelled", () => {
    expect(widgetTexts.de.calendarTitle).toBe(widgetTexts.de.dialogLabel);
    expect(widgetTexts.en.calendarTitle).toBe(widgetTexts.en.dialogLabel);
  });
  it("given German, links the guest account with the sign-up's own words", () => {
    expect(widgetTexts.de.createAccount).toBe(signupTexts.createAccountForBookings);
  });
  it("given German, words the large groups' enquiry like core's enquiry texts", () => {
    expect(widgetTexts.de.partyNeedsEnquiry(12)).toBe(enquiryTexts.partyNeedsEnquiry(12));
    expect(widgetTexts.de.enquirySentText).toBe(enquiryTexts.received);
    expect(widgetTexts.de.preferredTimeLabel).toBe(enquiryTexts.labels.time);
    expect(widgetTexts.de.messageLabel).toBe(enquiryTexts.labels.message);
    expect(widgetTexts.en.partyNeedsEnquiry(12)).toContain("12 guests");
  });
  it("given German, words the waitlist like core's waitlist texts and holds the table as long as the rule", () => {
    expect(widgetTexts.de.windowInvalid).toBe(waitlistTexts.windowInvalid);
    expect(widgetTexts.de.windowHasSlots).toBe(waitlistTexts.slotsAvailable);
    expect(widgetTexts.de.noTableForParty("4 Personen")).toBe(
      "An diesem Tag ist für 4 Personen kein Tisch mehr frei.",
    );
    expect(widgetTexts.de.waitlistedText).toContain(`${WAITLIST_HOLD_MINUTES} Minuten`);
    expect(widgetTexts.en.waitlistedText).toContain(`${WAITLIST_HOLD_MINUTES} minutes`);
    expect(widgetTexts.en.noTableForParty("4 guests")).toBe("No table is free for 4 guests on this day.");
  });
  it("given a restaurant name, builds the heading in both languages", () => {
    expect(widgetTexts.de.restaurantHeading("Trattoria Roma")).toBe("Tisch reservieren bei Trattoria Roma");
    expect(widgetTexts.en.restaurantHeading("Trattoria Roma")).toBe("Reserve a table at Trattoria Roma");
  });
  it("given 1 and 4 guests, counts them in both languages", () => {
    expect(widgetTexts.de.guestCount(1)).toBe("1 Person");
    expect(widgetTexts.de.guestCount(4)).toBe("4 Personen");
    expect(widgetTexts.en.guestCount(1)).toBe("1 guest");
    expect(widgetTexts.en.guestCount(4)).toBe("4 guests");
  });
  it("given a restaurant name, names it in the consent text of both languages", () => {
    expect(widgetTexts.de.consentLabel("Trattoria Roma")).toContain("Trattoria Roma");
    expect(widgetTexts.de.consentLabel("Trattoria Roma")).toContain("Datenschutzerklärung");
    expect(widgetTexts.en.consentLabel("Trattoria Roma")).toContain("privacy policy");
  });
  it("given the consent text, speaks of the linked privacy policy, not the restaurant's own", () => {
    expect(widgetTexts.de.consentLabel("Trattoria Roma")).toContain("gemäß der Datenschutzerklärung");
    expect(widgetTexts.de.consentLabel("Trattoria Roma")).not.toContain("seiner");
    expect(widgetTexts.en.consentLabel("Trattoria Roma")).toContain("in the privacy policy");
  });
});

describe("widgetLocaleFor", () => {
  it("given 'en' or 'en-GB', answers en", () => {
    expect(widgetLocaleFor("en")).toBe("en");
    expect(widgetLocaleFor("EN-gb")).toBe("en");
  });
  it("given 'de-AT', another language or nothing, answers de", () => {
    expect(widgetLocaleFor("de-AT")).toBe("de");
    expect(widgetLocaleFor("fr")).toBe("de");
    expect(widgetLocaleFor(undefined)).toBe("de");
  });
});
