import { describe, expect, it } from "vitest";
import { websiteHref } from "./website-href.ts";

describe("websiteHref", () => {
  it("given a website without http, puts https:// in front", () => {
    expect(websiteHref("www.trattoria.example")).toBe("https://www.trattoria.example");
    expect(websiteHref(" casamaya.example ")).toBe("https://casamaya.example");
  });

  it("given a website with http or https, keeps it", () => {
    expect(websiteHref("https://hirsch.example")).toBe("https://hirsch.example");
    expect(websiteHref("http://alt.example")).toBe("http://alt.example");
  });
});
