import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants, cx } from "@tischservice/ui";
import { useActiveSection } from "../lib/use-active-section.ts";
import { siteOwnTexts } from "../texts.ts";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { loginHref, sectionHref, topNavItems } from "./nav-items.ts";

export interface SiteHeaderBarProps {
  /** On the landing page the links scroll within the page and the current section is marked. */
  onLanding: boolean;
  /** The landing page's section ids, in page order, for marking the one in view; none elsewhere. */
  sections?: readonly string[];
}

const noSections: readonly string[] = [];

/**
 * The top bar's content (an island): brand, Start, Preise, Features, Support and Anmelden; a menu below
 * 768 px. Its classes never conflict, so `cx` joins them: `cn` would bring tailwind-merge into every
 * page's first load.
 */
export function SiteHeaderBar({ onLanding, sections = noSections }: SiteHeaderBarProps) {
  const activeSection = useActiveSection(sections);
  const desktopItems = topNavItems.filter((item) => !item.mobileOnly);
  return (
    <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
      <BrandLink onLanding={onLanding} />
      <nav aria-label={siteOwnTexts.mainNavigation} className="hidden md:block">
        <ul className="m-0 flex list-none items-center gap-1 p-0">
          {desktopItems.map((item) => {
            const current = onLanding && activeSection === item.section;
            return (
              <li key={item.section}>
                <a
                  href={sectionHref(item.section, onLanding)}
                  aria-current={current ? "location" : undefined}
                  className={cx(
                    "focus-ring rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground",
                    current ? "bg-primary-soft text-foreground" : "text-muted-foreground",
                  )}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
          <li className="ms-2">
            <a href={loginHref} className={buttonVariants({ size: "sm" })}>
              {siteTexts.nav.login}
            </a>
          </li>
        </ul>
      </nav>
      <MobileMenu items={topNavItems} onLanding={onLanding} activeSection={activeSection} />
    </div>
  );
}
