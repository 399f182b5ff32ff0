import { describe, expect, it } from "vitest";
import { demoSiteConfig } from "../demo/demo-site-config.ts";
import { parseSiteConfig, siteConfigFieldName } from "./site-config.ts";

describe("parseSiteConfig", () => {
  it("given the demo configuration as JSON, accepts it unchanged", () => {
    const result = parseSiteConfig(JSON.parse(JSON.stringify(demoSiteConfig)));
    expect(result).toEqual({ success: true, data: demoSiteConfig });
  });

  it("given missing fields, names each of them", () => {
    const { company, ...rest } = JSON.parse(JSON.stringify(demoSiteConfig)) as typeof demoSiteConfig;
    const { vatId: _vatId, ...companyWithoutVat } = company;
    const { dataProtectionOfficer: _dpo, ...withoutDpo } = rest;
    const result = parseSiteConfig({ ...withoutDpo, company: companyWithoutVat });
    expect(result).toEqual({ success: false, fields: ["company.vatId", "dataProtectionOfficer"] });
  });

  it("given an explicit null data protection officer, accepts it as none", () => {
    const result = parseSiteConfig({ ...demoSiteConfig, dataProtectionOfficer: null });
    expect(result.success).toBe(true);
  });

  it("given unknown keys and wrong types, names them by their full path", () => {
    const result = parseSiteConfig({
      ...demoSiteConfig,
      imprint: "x",
      company: { ...demoSiteConfig.company, managingDirectors: ["Jana Lehmann", 3] },
    });
    expect(result).toEqual({ success: false, fields: ["company.managingDirectors[1]", "imprint"] });
  });

  it("given something that is not an object, refuses the whole file", () => {
    expect(parseSiteConfig([])).toEqual({ success: false, fields: ["(Datei)"] });
  });
});

describe("siteConfigFieldName", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(siteConfigFieldName(["social", 2, "href"])).toBe("social[2].href");
    expect(siteConfigFieldName([])).toBe("");
  });
});
