import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants, cn } from "@tischservice/ui";
import { siteOwnTexts } from "../texts.ts";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { loginHref, sectionHref, topNavItems } from "./nav-items.ts";

export interface SiteHeaderProps {
  /** On the landing page the links scroll within the page and the current section is marked. */
  onLanding: boolean;
  /** The section in view (landing page only). */
  activeSection?: string;
}

/** The top bar: brand, Start, Preise, Features, Support and Anmelden; a menu button below 768 px. */
export function SiteHeader({ onLanding, activeSection }: SiteHeaderProps) {
  const desktopItems = topNavItems.filter((item) => !item.mobileOnly);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
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
                    className={cn(
                      "focus-ring rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                      current && "bg-primary-soft text-foreground",
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
    </header>
  );
}
