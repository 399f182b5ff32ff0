import { createContext, useContext } from "react";
import { type SiteConfig, siteConfig } from "./site-config.ts";

/** The operator's data for the components; the build's configuration unless a story or test passes another. */
export const SiteConfigContext = createContext<SiteConfig>(siteConfig);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
