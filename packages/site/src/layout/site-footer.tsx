import { legalTexts, siteTexts } from "@tischservice/core/texts";
import { cx } from "@tischservice/ui";
import { CookieSettingsButton } from "../consent/cookie-settings-button.tsx";
import { Island } from "../islands/island.tsx";
import { formatAddress } from "../site-config.ts";
import { useSiteConfig } from "../site-config-context.ts";
import { siteOwnTexts } from "../texts.ts";
import { BrandLink } from "./brand-link.tsx";
import { FooterColumn } from "./footer-column.tsx";
import { footerNavItems, registerHref, sectionHref } from "./nav-items.ts";
import { renderWhenNear } from "./render-when-near.ts";

const linkClass = "focus-ring rounded-sm text-muted-foreground hover:text-foreground hover:underline";

/** Navigation, legal links (Impressum, Datenschutz, Kontakt), contact details, social links, cookie settings. */
export function SiteFooter({ onLanding }: { onLanding: boolean }) {
  const siteConfig = useSiteConfig();
  const { company, contact } = siteConfig;
  return (
    <footer className={cx("border-t border-border bg-muted/60", renderWhenNear.footer)}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <BrandLink onLanding={onLanding} />
          <p className="text-sm text-muted-foreground">{siteTexts.hero.subline}</p>
        </div>
        <FooterColumn heading={siteTexts.footer.navigationHeading}>
          {footerNavItems.map((item) => (
            <li key={item.section}>
              <a href={sectionHref(item.section, onLanding)} className={linkClass}>
                {item.label}
              </a>
            </li>
          ))}
          <li>
            <a href={registerHref} className={linkClass}>
              {siteOwnTexts.register}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn heading={siteTexts.footer.legalHeading}>
          <li>
            <a href="/impressum" className={linkClass}>
              {siteTexts.footer.imprint}
            </a>
          </li>
          <li>
            <a href="/datenschutz" className={linkClass}>
              {siteTexts.footer.privacy}
            </a>
          </li>
          <li>
            <a href="/agb" className={linkClass}>
              {legalTexts.termsShort}
            </a>
          </li>
          <li>
            <a href={sectionHref("support", onLanding)} className={linkClass}>
              {siteTexts.footer.contact}
            </a>
          </li>
          <Island
            name="cookie-settings"
            as="li"
            component={CookieSettingsButton}
            props={{ className: `${linkClass} cursor-pointer` }}
          />
        </FooterColumn>
        <FooterColumn heading={siteTexts.footer.contactHeading} navigation={false}>
          <li className="text-muted-foreground">
            {company.name}
            <br />
            {formatAddress(company.address)}
          </li>
          <li>
            <span className="sr-only">{siteOwnTexts.phoneLabel}: </span>
            <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className={linkClass}>
              {contact.phone}
            </a>
          </li>
          <li>
            <span className="sr-only">{siteOwnTexts.emailLabel}: </span>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </li>
          <li className="pt-2 font-medium text-foreground">{siteOwnTexts.socialHeading}</li>
          {siteConfig.social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" className={linkClass}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        {siteOwnTexts.copyright(new Date().getFullYear(), company.name)}
      </p>
    </footer>
  );
}
