import { legalTexts } from "@tischservice/core/texts";
import { siteOwnTexts } from "../texts.ts";

export type PageId = "landing" | "restaurants" | "impressum" | "datenschutz" | "agb";

export interface SitePage {
  id: PageId;
  /** URL path, as canonical and in the sitemap. */
  path: "/" | "/restaurants" | "/impressum" | "/datenschutz" | "/agb";
  /** The built HTML file inside `dist/`. */
  file: string;
  title: string;
  description: string;
  /** Sitemap priority. */
  priority: number;
}

export const sitePages: readonly SitePage[] = [
  {
    id: "landing",
    path: "/",
    file: "index.html",
    title: siteOwnTexts.landingTitle,
    description: siteOwnTexts.landingDescription,
    priority: 1,
  },
  {
    id: "restaurants",
    path: "/restaurants",
    file: "restaurants/index.html",
    title: siteOwnTexts.directoryTitle,
    description: siteOwnTexts.directoryDescription,
    priority: 0.8,
  },
  {
    id: "impressum",
    path: "/impressum",
    file: "impressum/index.html",
    title: `${legalTexts.imprintTitle} – Tischservice`,
    description: siteOwnTexts.imprintDescription,
    priority: 0.3,
  },
  {
    id: "datenschutz",
    path: "/datenschutz",
    file: "datenschutz/index.html",
    title: `${legalTexts.privacyHeadline} – Tischservice`,
    description: siteOwnTexts.privacyDescription,
    priority: 0.3,
  },
  {
    id: "agb",
    path: "/agb",
    file: "agb/index.html",
    title: `${legalTexts.termsTitle} – Tischservice`,
    description: siteOwnTexts.termsDescription,
    priority: 0.3,
  },
];
