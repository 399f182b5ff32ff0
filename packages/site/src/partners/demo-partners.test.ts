import { demoRestaurantProfiles } from "@tischservice/core/demo";
import { describe, expect, it } from "vitest";
import { toPartnerList } from "../api/partners-api.ts";
import { demoPartners } from "./demo-partners.ts";

describe("demoPartners", () => {
  it("given the seeded demo restaurants, lists the first six by name, as the API does", () => {
    expect(demoPartners.map((partner) => partner.name)).toEqual([
      "Casa Maya",
      "Grünkraut",
      "Le Petit Bistro",
      "Sakura Garden",
      "Taverna Olympia",
      "Trattoria Demo",
    ]);
  });

  it("given a demo restaurant, carries its profile unchanged and reads as the API's partner list", () => {
    const trattoria = demoRestaurantProfiles.find((profile) => profile.slug === "trattoria");
    expect(demoPartners.find((partner) => partner._id === "demo-trattoria")).toMatchObject({
      name: trattoria?.name,
      address: trattoria?.address,
      website: trattoria?.website,
      description: trattoria?.description,
    });
    expect(toPartnerList({ data: demoPartners })).toEqual(demoPartners);
  });
});
