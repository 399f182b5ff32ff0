import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants, cx } from "@tischservice/ui";
import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { siteOwnTexts } from "../texts.ts";
import { loginHref, type NavLinkItem, sectionHref } from "./nav-items.ts";

export interface MobileMenuProps {
  items: readonly NavLinkItem[];
  onLanding: boolean;
  activeSection?: string | undefined;
}

/** The menu below 768 px: a button that opens the list of links; Escape or a chosen link closes it. */
export function MobileMenu({ items, onLanding, activeSection }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? siteTexts.nav.closeMenu : siteTexts.nav.openMenu}
        onClick={() => setOpen((value) => !value)}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label={siteOwnTexts.mainNavigation}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-border bg-background px-4 pb-4 shadow-md"
      >
        <ul className="m-0 grid list-none gap-1 p-0 pt-2">
          {items.map((item) => {
            const current = onLanding && activeSection === item.section;
            return (
              <li key={item.section}>
                <a
                  href={sectionHref(item.section, onLanding)}
                  aria-current={current ? "location" : undefined}
                  onClick={() => setOpen(false)}
                  className={cx(
                    "focus-ring block rounded-md px-3 py-3 text-base font-medium hover:bg-accent",
                    current && "bg-primary-soft",
                  )}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
          <li className="pt-2">
            <a href={loginHref} className={buttonVariants({ fullWidth: true })}>
              {siteTexts.nav.login}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
