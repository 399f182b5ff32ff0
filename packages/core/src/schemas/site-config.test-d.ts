import { describe, expectTypeOf, it } from "vitest";
import type { PostalAddress, SiteConfig, SiteConfigParseResult } from "./site-config.ts";

describe("SiteConfig", () => {
  it("says 'no data protection officer' and 'no analytics' explicitly with null", () => {
    expectTypeOf<SiteConfig["dataProtectionOfficer"]>().toEqualTypeOf<{
      name: string;
      email: string;
    } | null>();
    expectTypeOf<SiteConfig["analytics"]>().extract<null>().toEqualTypeOf<null>();
  });
  it("requires every address field and lists the representatives", () => {
    expectTypeOf<PostalAddress>().toEqualTypeOf<{
      street: string;
      postalCode: string;
      city: string;
      country: string;
    }>();
    expectTypeOf<SiteConfig["company"]["managingDirectors"]>().toEqualTypeOf<string[]>();
  });
  it("names the wrong fields on failure", () => {
    expectTypeOf<Extract<SiteConfigParseResult, { success: false }>["fields"]>().toEqualTypeOf<string[]>();
  });
});
