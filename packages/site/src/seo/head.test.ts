import { describe, expect, it } from "vitest";
import { siteConfig } from "../site-config.ts";
import { renderHead, renderRobots, renderSitemap } from "./head.ts";
import { sitePages } from "./pages.ts";

const landing = sitePages[0];

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

describe("renderHead", () => {
  it("given the landing page, writes title, description, canonical URL and Open Graph data", () => {
    if (!landing) throw new Error("no landing page");
    const head = renderHead(landing, { fontPreload: "/assets/inter.woff2" });
    expect(head).toContain(`<title>${landing.title}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${siteConfig.origin}/" />`);
    expect(head).toContain('<meta property="og:locale" content="de_DE" />');
    expect(head).toContain(
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it("given every page, names the 1200 × 630 Open Graph image with its alt text and a large Twitter card", () => {
    for (const page of sitePages) {
      const head = renderHead(page);
      expect(head).toContain(`<meta property="og:image" content="${siteConfig.origin}/og-image.png" />`);
      expect(head).toContain('<meta property="og:image:width" content="1200" />');
      expect(head).toContain('<meta property="og:image:height" content="630" />');
      expect(head).toMatch(/<meta property="og:image:alt" content="Tischservice: [^"]+" \/>/);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
  });

  it("given the landing page, describes the organisation and the three plans in euro", () => {
    if (!landing) throw new Error("no landing page");
    const [organization, plans] = jsonLdBlocks(renderHead(landing)) as [
      { "@type": string; name: string },
      { offers: { price: string; priceCurrency: string }[] },
    ];
    expect(organization).toMatchObject({ "@type": "Organization", name: siteConfig.company.name });
    expect(plans.offers.map((offer) => `${offer.price} ${offer.priceCurrency}`)).toEqual([
      "15.00 EUR",
      "35.00 EUR",
      "350.00 EUR",
    ]);
  });

  it("given the partner directory, names its own title, description and canonical URL", () => {
    const directory = sitePages.find((page) => page.id === "restaurants");
    if (!directory) throw new Error("no partner directory");
    const head = renderHead(directory);
    expect(head).toContain("<title>Partner-Restaurants – Tischservice</title>");
    expect(head).toContain(`<link rel="canonical" href="${siteConfig.origin}/restaurants" />`);
    expect(head).toMatch(/<meta name="description" content="Alle Restaurants, [^"]+" \/>/);
    expect(jsonLdBlocks(head)).toHaveLength(1);
  });

  it("given the legal pages, has the organisation but no plans", () => {
    const imprint = sitePages.find((page) => page.id === "impressum");
    if (!imprint) throw new Error("no imprint");
    expect(jsonLdBlocks(renderHead(imprint))).toHaveLength(1);
  });
});

describe("sitemap and robots", () => {
  it("given the pages, lists every one with its absolute URL and points robots to the sitemap", () => {
    const sitemap = renderSitemap(sitePages);
    for (const path of ["/", "/restaurants", "/impressum", "/datenschutz", "/agb"]) {
      expect(sitemap).toContain(`<loc>${siteConfig.origin}${path}</loc>`);
    }
    expect(renderRobots()).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
    expect(renderRobots()).toContain("Disallow: /api/");
    // The partner directory is public; only the API's list behind it is not crawled.
    expect(renderRobots()).not.toMatch(/Disallow: \/restaurants/);
  });
});
