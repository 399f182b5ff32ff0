import { validationTexts } from "@tischservice/core/texts";
import { describe, expect, it } from "vitest";
import { linkUrl, readWidgetOptions } from "./options.ts";
import { textsFor } from "./texts-all.ts";

describe("readWidgetOptions", () => {
  it("given only a restaurant, uses the script's origin, German or the browser language, 2 guests", () => {
    const options = readWidgetOptions({ restaurant: " r1 " }, "https://app.test/");
    expect(options).toMatchObject({ restaurant: "r1", api: "https://app.test", guests: 2, color: null });
  });

  it("given no language, follows an English host page's <html lang>, else speaks German; data-lang wins", () => {
    const page = document.documentElement;
    const before = page.lang;
    try {
      for (const [pageLang, expected] of [
        ["en", "en"],
        ["en-GB", "en"],
        ["EN-us", "en"],
        ["de-AT", "de"],
        ["fr", "de"],
        ["", "de"],
      ] as const) {
        page.lang = pageLang;
        expect(readWidgetOptions({ restaurant: "r1" }, "https://app.test").lang, pageLang).toBe(expected);
      }
      page.lang = "en";
      expect(readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://app.test").lang).toBe("de");
    } finally {
      page.lang = before;
    }
  });

  it("given unsafe or unknown values, falls back (an unknown language: the browser language)", () => {
    const options = readWidgetOptions(
      {
        restaurant: "r1",
        api: "javascript:alert(1)",
        color: "red;}",
        radius: "1e9px;",
        guests: "99",
        lang: "fr",
      },
      "https://app.test",
    );
    expect(options).toMatchObject({
      api: "https://app.test",
      color: null,
      radius: null,
      guests: 2,
      lang: navigator.language.startsWith("en") ? "en" : "de",
    });
  });

  it("given the snippet's options, reads colour, radius in px, party size, English and the API origin", () => {
    const options = readWidgetOptions(
      {
        restaurant: "r1",
        api: "https://api.test/x",
        color: "#1e3a8a",
        radius: "4",
        guests: "21",
        lang: "en",
      },
      "https://app.test",
    );
    expect(options).toMatchObject({
      api: "https://api.test",
      color: "#1e3a8a",
      radius: "4px",
      guests: 21,
      lang: "en",
    });
  });

  it("given a bare host name as website, links it with https", () => {
    expect(linkUrl("www.trattoria.example")).toBe("https://www.trattoria.example/");
    expect(linkUrl("javascript:alert(1)")).toBeNull();
  });
});

describe("textsFor", () => {
  it("given German, uses core's validation texts word for word", () => {
    expect(textsFor("de").nameRequired).toBe(validationTexts.bookingNameRequired);
    expect(textsFor("de").emailInvalid).toBe(validationTexts.invalidEmail);
    expect(textsFor("de").timeInvalid).toBe(validationTexts.invalidTime);
  });

  it("given a date, formats it like core's long date and in English", () => {
    expect(textsFor("de").longDate("2026-12-24")).toBe("Donnerstag, 24. Dezember 2026");
    expect(textsFor("en").longDate("2026-12-24")).toBe("Thursday, 24 December 2026");
  });
});
