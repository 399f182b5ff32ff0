import { beforeAll, describe, expect, it } from "vitest";
import { seedBookingPages, TRICKY_NAME } from "../test/booking-page-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ORIGIN = "https://tisch.example";
const ctx = await setupTestContext({ publicOrigin: ORIGIN });
let seeded: Awaited<ReturnType<typeof seedBookingPages>>;
beforeAll(async () => {
  seeded = await seedBookingPages(ctx.db);
});

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? "null") as Record<string, unknown>);
}

describe("GET /r/{slug}", () => {
  it("given a listed restaurant, renders its page in German with name, cuisine, hours, special days and dishes", async () => {
    const response = await get(`/r/${seeded.listed.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Zur &quot;Krone&quot; &amp; &lt;Bar&gt; – Tisch reservieren</title>");
    expect(html).toContain("<h1>Zur &quot;Krone&quot; &amp; &lt;Bar&gt;</h1>");
    expect(html).toContain("Bayerisch");
    expect(html).toContain('<dt>Montag</dt><dd class="closed">Geschlossen</dd>');
    expect(html).toContain("<dt>Dienstag</dt><dd>11:30–14:30 Uhr, 17:30–22:00 Uhr</dd>");
    expect(html).toContain("Mi., 20.5. bis Fr., 22.5.</strong>: Geschlossen – Betriebsferien");
    expect(html).toContain("Mo., 25.5.</strong>: 11:00–15:00 Uhr – Pfingstmontag");
    expect(html).not.toContain("Vorbei");
    // Mains first, then starters, drinks last.
    expect(html.indexOf("Schweinebraten")).toBeLessThan(html.indexOf("Obatzda"));
    expect(html.indexOf("Obatzda")).toBeLessThan(html.indexOf("Helles"));
    expect(html).toContain("18,90\u00a0€");
    expect(html).toContain('href="tel:+4989123456"');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/search?query=Marienplatz%201%2C%2080331%20M%C3%BCnchen"',
    );
    expect(html).toContain(`src="/api/uploads/${seeded.listed.bannerId}"`);
    expect(html).not.toContain('name="robots"');
  });

  it("given the restaurant, embeds its widget as the snippet does, from this origin, under the main policy", async () => {
    const response = await get(`/r/${seeded.listed.slug}`);
    const html = await response.text();
    expect(html).toContain(`<script src="/widget.js" data-restaurant="${seeded.listed.id}" async></script>`);
    // Only our own script file runs; the page's styles are inline, which the main policy allows.
    expect([...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)]).toHaveLength(1);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self'");
  });

  it("given owner-typed markup, escapes it everywhere; JSON-LD cannot close its script", async () => {
    const html = await (await get(`/r/${seeded.listed.slug}`)).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<Bar>");
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)");
    // One closing tag per script element: two (the widget and JSON-LD).
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("given the page, its head has canonical URL, description, Open Graph and Twitter card with the banner", async () => {
    const html = await (await get(`/r/${seeded.listed.slug}`)).text();
    const url = `${ORIGIN}/r/${seeded.listed.slug}`;
    const image = `${ORIGIN}/api/uploads/${seeded.listed.bannerId}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toMatch(/<meta name="description" content="Hausgemacht seit 1920\.&lt;\/script&gt;[^"]*">/);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
  });

  it("given the page, its JSON-LD is a Restaurant with address, phone, cuisine, hours and a reserve action", async () => {
    const html = await (await get(`/r/${seeded.listed.slug}`)).text();
    const [data] = jsonLdOf(html);
    const url = `${ORIGIN}/r/${seeded.listed.slug}`;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: TRICKY_NAME,
      url,
      image: `${ORIGIN}/api/uploads/${seeded.listed.bannerId}`,
      telephone: "+49 (0)89 123 456",
      servesCuisine: "Bayerisch",
      acceptsReservations: true,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Marienplatz 1",
        postalCode: "80331",
        addressLocality: "München",
      },
      potentialAction: { "@type": "ReserveAction", target: { urlTemplate: url } },
    });
    expect(String(data?.description)).toContain('</script><script>alert("x")');
    const hours = data?.openingHoursSpecification as Array<Record<string, unknown>>;
    expect(hours).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [
        "https://schema.org/Tuesday",
        "https://schema.org/Wednesday",
        "https://schema.org/Thursday",
      ],
      opens: "11:30",
      closes: "14:30",
    });
    expect(hours.some((spec) => (spec.dayOfWeek as string[]).includes("https://schema.org/Monday"))).toBe(
      false,
    );
    expect(data?.specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-05-20",
      validThrough: "2026-05-22",
      opens: "00:00",
      closes: "00:00",
    });
  });

  it("given an unlisted or a demo restaurant, the page works but asks search engines to skip it", async () => {
    for (const restaurant of [seeded.hidden, seeded.demo]) {
      const response = await get(`/r/${restaurant.slug}`);
      expect(response.status, restaurant.name).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`data-restaurant="${restaurant.id}"`);
    }
  });

  it("given an unknown slug, a malformed one or an unconfirmed owner's restaurant, answers a German 404 page", async () => {
    for (const slug of ["gibtsnicht", "Nicht-Gueltig", "a".repeat(21), seeded.unconfirmed.slug]) {
      const response = await get(`/r/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain("<h1>Restaurant nicht gefunden</h1>");
      expect(html).toContain('<a href="/">Startseite</a>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("given a repeated visit, answers briefly cacheable with an ETag, and 304 to the same ETag", async () => {
    const first = await get(`/r/${seeded.listed.slug}`);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const tag = first.headers.get("etag") ?? "";
    expect(tag).not.toBe("");
    const again = await get(`/r/${seeded.listed.slug}`, { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await get(`/r/${seeded.listed.slug}`, { "If-None-Match": '"anders"' });
    expect(other.status).toBe(200);
  });
});
