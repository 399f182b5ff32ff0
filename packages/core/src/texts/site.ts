import * as project from "./project/site.ts";
/** Landing page: navigation, hero, sections, footer and the mobile card (platform spec section 2). */
export const siteTexts = {
  brand: "Tischservice",
  mobileCard: {
    title: "Mobile Version",
    loginButton: "Zur Anmeldung",
  },
  ...project.siteTexts,
} as const;
