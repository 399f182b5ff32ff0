import { fileURLToPath } from "node:url";
import { checkSiteConfig } from "@tischservice/core/rules";
import { describe, expect, it } from "vitest";
import { checkSiteConfigAtStart } from "./site-config-start.ts";

const exampleFile = fileURLToPath(new URL("../../../site/site-config.example.json", import.meta.url));

describe("packages/site/site-config.example.json", () => {
  it("is a complete, valid operator file that the site's build accepts", () => {
    const result = checkSiteConfigAtStart({ NODE_ENV: "development", SITE_CONFIG: exampleFile });
    expect(result).toMatchObject({ ok: true, file: exampleFile });
    if (!result.ok) return;
    expect(result.config.dataProtectionOfficer).toEqual({
      name: "Dr. Petra Sommer",
      email: "datenschutz@tischservice.example",
    });
    expect(checkSiteConfig(result.config)).toEqual([]);
  });

  it("copied unchanged, cannot start production: its .example addresses and sample numbers are named", () => {
    const result = checkSiteConfigAtStart({ NODE_ENV: "production", SITE_CONFIG: exampleFile });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(
      "origin, company.registerNumber, company.vatId, contact.phone, contact.email, contact.supportEmail, dataProtectionOfficer.email, social[0].href.",
    );
  });
});
