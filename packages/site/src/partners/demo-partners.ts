import { demoRestaurantProfiles } from "@tischservice/core/demo";
import { PARTNER_LIST_MAX } from "@tischservice/core/rules";
import type { Restaurant } from "@tischservice/core/schemas";

/**
 * The partner entries rendered into the page when the build cannot ask an API (`SITE_API_ORIGIN` unset):
 * the demo restaurants that `pnpm start` seeds (one list in `@tischservice/core/demo`), as
 * `GET /api/restaurants` lists them — all seeded at once, so by name — and at most six. In the browser the
 * live answer replaces them at once; they stay only when that request fails (platform spec section 8).
 */
export const demoPartners: readonly Restaurant[] = [...demoRestaurantProfiles]
  .sort((a, b) => a.name.localeCompare(b.name, "de"))
  .slice(0, PARTNER_LIST_MAX)
  .map(({ slug, ...profile }) => ({ _id: `demo-${slug}`, ...profile }));
