import { Island } from "../islands/island.tsx";
import { SiteHeaderBar } from "./site-header-bar.tsx";

export interface SiteHeaderProps {
  /** On the landing page the links scroll within the page and the current section is marked. */
  onLanding: boolean;
  /** The landing page's section ids, in page order (marks the one in view). */
  sections?: readonly string[];
}

/** The sticky top bar; its content is an island (the current section and the phone menu need script). */
export function SiteHeader({ onLanding, sections }: SiteHeaderProps) {
  return (
    <Island
      name="header"
      as="header"
      component={SiteHeaderBar}
      props={sections ? { onLanding, sections } : { onLanding }}
      className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    />
  );
}
