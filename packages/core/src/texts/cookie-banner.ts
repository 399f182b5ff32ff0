import * as project from "./project/cookie-banner.ts";
/** The cookie banner (platform spec section 4); the spec describes its choices but shows no wording. */
export const cookieBannerTexts = {
  privacyLink: "Datenschutz",
  ...project.cookieBannerTexts,
} as const;
