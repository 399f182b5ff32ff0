import { WAITLIST_HOLD_MINUTES } from "@tischservice/core/rules";
import {
  bookingConflictTexts,
  enquiryTexts,
  guestBookingFormTexts,
  signupTexts,
  waitlistTexts,
} from "@tischservice/core/texts";
import { describe, expect, it } from "vitest";
import { germanStart } from "./de.ts";
import { germanDialog } from "./de-dialog.ts";
import { germanLater } from "./de-later.ts";
import * as english from "./en.ts";
import { widgetLocaleFor } from "./locale.ts";
import type { DialogWords, LaterWords, StartWords } from "./words.ts";

/** Every word of a language, as the widget has them once all its parts are loaded. */
type Words = StartWords & DialogWords & LaterWords;
const de: Words = { ...germanStart, ...germanDialog, ...germanLater };
const en: Words = { ...english.start, ...english.dialog, ...english.later };

describe("the widget's words", () => {
  it("given German and English, both have exactly the same keys in each part", () => {
    expect(Object.keys(english.start).sort()).toEqual(Object.keys(germanStart).sort());
    expect(Object.keys(english.dialog).sort()).toEqual(Object.keys(germanDialog).sort());
    expect(Object.keys(english.later).sort()).toEqual(Object.keys(germanLater).sort());
  });
  it("given a part without one of its keys, is a type error", () => {
    const { retry: _retry, ...withoutRetry } = germanStart;
    // @ts-expect-error -- 'retry' is missing
    const incomplete: StartWords = withoutRetry;
    expect(incomplete).not.toHaveProperty("retry");
  });
  it("given every key, neither language has an empty text", () => {
    for (const texts of [de, en]) {
      for (const value of Object.values(texts)) {
        if (typeof value === "object") continue;
        const text = typeof value === "function" ? value(2) : value;
        expect(String(text).trim()).not.toBe("");
      }
    }
  });
  it("given both languages, titles the calendar as the dialog is labelled", () => {
    expect(de.calendarTitle).toBe(de.dialogLabel);
    expect(en.calendarTitle).toBe(en.dialogLabel);
  });
  it("given English, marks the slots with its own words for available and fully booked", () => {
    expect(en.availableMark).toBe(`✓ ${en.slotAvailable}`);
    expect(en.unavailableMark).toBe(`✗ ${en.slotUnavailable}`);
  });
  it("given German, links the guest account with the sign-up's own words", () => {
    expect(de.createAccount).toBe(signupTexts.createAccountForBookings);
  });
  it("given German, words the large groups' enquiry like core's enquiry texts", () => {
    expect(de.partyNeedsEnquiry(12)).toBe(enquiryTexts.partyNeedsEnquiry(12));
    expect(de.enquirySentText).toBe(enquiryTexts.received);
    expect(de.preferredTimeLabel).toBe(enquiryTexts.labels.time);
    expect(de.messageLabel).toBe(enquiryTexts.labels.message);
    expect(en.partyNeedsEnquiry(12)).toContain("12 guests");
  });
  it("given German, words the waitlist like core's waitlist texts and holds the table as long as the rule", () => {
    expect(de.windowInvalid).toBe(waitlistTexts.windowInvalid);
    expect(de.windowHasSlots).toBe(waitlistTexts.slotsAvailable);
    expect(de.noTableForParty("4 Personen")).toBe("An diesem Tag ist für 4 Personen kein Tisch mehr frei.");
    expect(de.waitlistedText).toContain(`${WAITLIST_HOLD_MINUTES} Minuten`);
    expect(en.waitlistedText).toContain(`${WAITLIST_HOLD_MINUTES} minutes`);
    expect(en.noTableForParty("4 guests")).toBe("No table is free for 4 guests on this day.");
  });
  it("given a restaurant name, builds the heading in both languages", () => {
    expect(de.restaurantHeading("Trattoria Roma")).toBe("Tisch reservieren bei Trattoria Roma");
    expect(en.restaurantHeading("Trattoria Roma")).toBe("Reserve a table at Trattoria Roma");
  });
  it("given 1 and 4 guests, counts them in both languages", () => {
    expect(de.guestCount(1)).toBe("1 Person");
    expect(de.guestCount(4)).toBe("4 Personen");
    expect(en.guestCount(1)).toBe("1 guest");
    expect(en.guestCount(4)).toBe("4 guests");
  });
  it("given a restaurant name, names it in the consent text of both languages", () => {
    expect(de.consentLabel("Trattoria Roma")).toContain("Trattoria Roma");
    expect(de.consentLabel("Trattoria Roma")).toContain("Datenschutzerklärung");
    expect(en.consentLabel("Trattoria Roma")).toContain("privacy policy");
  });
  it("given the consent text, speaks of the linked privacy policy, not the restaurant's own", () => {
    expect(de.consentLabel("Trattoria Roma")).toContain("gemäß der Datenschutzerklärung");
    expect(de.consentLabel("Trattoria Roma")).not.toContain("seiner");
    expect(en.consentLabel("Trattoria Roma")).toContain("in the privacy policy");
  });
  it("given core's words of a guest's booking form and its answers to a booking conflict, they are the widget's own", () => {
    const germanInCore = { ...guestBookingFormTexts.de, ...bookingConflictTexts };
    for (const [key, text] of Object.entries(germanInCore)) expect(text).toBe(de[key as keyof Words]);
    for (const [key, text] of Object.entries(guestBookingFormTexts.en))
      expect(text).toBe(en[key as keyof Words]);
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
