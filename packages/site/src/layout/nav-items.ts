import { siteTexts } from "@tischservice/core/texts";

export interface NavLinkItem {
  /** Id of the landing-page section. */
  section: string;
  label: string;
  /** Listed only in the mobile menu. */
  mobileOnly?: boolean;
}

/** The top bar's links; the mobile menu also lists Restaurants, as the product requires. */
export const topNavItems: readonly NavLinkItem[] = [
  { section: "hero", label: siteTexts.nav.start },
  { section: "restaurants", label: siteTexts.nav.restaurants, mobileOnly: true },
  { section: "pricing", label: siteTexts.nav.pricing },
  { section: "features", label: siteTexts.nav.features },
  { section: "support", label: siteTexts.nav.support },
];

/** The footer's navigation column. */
export const footerNavItems: readonly NavLinkItem[] = [
  { section: "hero", label: siteTexts.nav.start },
  { section: "restaurants", label: siteTexts.nav.restaurants },
  { section: "pricing", label: siteTexts.nav.pricing },
  { section: "features", label: siteTexts.nav.features },
];

/** The page of all partner restaurants, with search (the landing page shows only the first six). */
export const partnerDirectoryHref = "/restaurants";

/** Where the dashboard's sign-in lives. */
export const loginHref = "/app/login";

/** The sign-up page (restaurants; guests choose there). */
export const registerHref = "/app/register";

/** The link to a landing-page section: in-page on the landing page, to the start page elsewhere. */
export function sectionHref(section: string, onLanding: boolean): string {
  return onLanding ? `#${section}` : `/#${section}`;
}
