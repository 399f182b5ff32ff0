import { bookingPageTexts, restaurantSlugSchema } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings } from "../app/types.ts";
import { createRouter } from "../http/create-router.ts";
import { publicReadCaching } from "../http/http-caching.ts";
import { notFound } from "../lib/errors.ts";
import { CACHE_FIXED_NAME } from "../static/built-files.ts";
import { getBookingPage } from "./booking-page.routes.ts";
import { currentSlugOf } from "./current-slug-of.ts";
import { bookingPagePath, loadBookingPage } from "./load-booking-page.ts";
import { PAGE_CACHE_CONTROL, pageEtag } from "./page-caching.ts";
import { renderBookingPage } from "./render-booking-page.ts";
import { renderNotFoundPage } from "./render-not-found.ts";
import { renderRobots, renderSitemap } from "./sitemap.ts";

const load = (c: Context<AppBindings>, slug: string) => {
  const { db, now, publicOrigin } = c.var.deps;
  return loadBookingPage(db, slug, { now: now(), publicOrigin });
};

/**
 * A permanent redirect from a slug the restaurant gave up to its current one, the query kept (a printed
 * card's link with its campaign tag). Cached like the page, briefly: the restaurant may take the old slug
 * back, and a redirect a browser kept for good would then lead in a circle.
 */
const redirectToCurrent = async (c: Context<AppBindings>, slug: string, pathOf: (slug: string) => string) => {
  const current = await currentSlugOf(c.var.deps.db, slug);
  if (!current) return null;
  const query = new URL(c.req.url).search;
  return c.redirect(`${pathOf(current)}${query}`, 301);
};

/**
 * Each restaurant's booking page `/r/{slug}` (HTML rendered per request), its data at
 * `/api/booking-pages/{slug}` (documented in the OpenAPI document), and `sitemap.xml` and `robots.txt`
 * (the site's from its build under `siteRoot`, with the booking pages added). Mounted before the static
 * files, which would otherwise answer the last two from the site's build.
 */
export function bookingPagesRouter(siteRoot?: string) {
  const router = createRouter();
  router.use("/api/booking-pages/:slug", publicReadCaching);
  router.openapi(getBookingPage, async (c) => {
    const { slug } = c.req.valid("param");
    const page = await load(c, slug);
    if (!page) {
      const moved = await redirectToCurrent(c, slug, (current) => `/api/booking-pages/${current}`);
      if (moved) {
        moved.headers.set("Cache-Control", PAGE_CACHE_CONTROL);
        return moved;
      }
      throw notFound(bookingPageTexts.notFoundMessage);
    }
    return c.json({ success: true as const, data: page }, 200);
  });

  router.use("/r/:slug", pageEtag);
  router.get("/r/:slug", async (c) => {
    const slug = restaurantSlugSchema.safeParse(c.req.param("slug"));
    const page = slug.success ? await load(c, slug.data) : null;
    if (!page) {
      const moved = slug.success ? await redirectToCurrent(c, slug.data, bookingPagePath) : null;
      if (moved) {
        moved.headers.set("Cache-Control", PAGE_CACHE_CONTROL);
        return moved;
      }
      return c.html(renderNotFoundPage(), 404, { "Cache-Control": "no-cache" });
    }
    return c.html(renderBookingPage(page, c.var.deps.publicOrigin), 200, {
      "Cache-Control": PAGE_CACHE_CONTROL,
    });
  });

  router.use("/sitemap.xml", pageEtag);
  router.get("/sitemap.xml", async (c) => {
    const { db, publicOrigin } = c.var.deps;
    return c.body(await renderSitemap(db, publicOrigin, siteRoot), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PAGE_CACHE_CONTROL,
    });
  });

  router.use("/robots.txt", pageEtag);
  // Its rules change with a build, not with the restaurants: an hour, as for the site's other fixed names.
  router.get("/robots.txt", async (c) =>
    c.text(await renderRobots(c.var.deps.publicOrigin, siteRoot), 200, { "Cache-Control": CACHE_FIXED_NAME }),
  );
  return router;
}
