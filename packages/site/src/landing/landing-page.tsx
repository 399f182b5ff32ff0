import { Island } from "../islands/island.tsx";
import { PageShell } from "../layout/page-shell.tsx";
import { useStandalone } from "../lib/use-standalone.ts";
import { AboutSection } from "./about-section.tsx";
import { DemoSection } from "./demo-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { MobileVersionCard } from "./mobile-version-card.tsx";
import { PartnersIsland } from "./partners-island.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { SupportSection } from "./support-section.tsx";

/** The landing page's anchored sections, in page order (the header marks the one in view). */
export const landingSectionIds = ["hero", "about", "restaurants", "pricing", "features", "support", "demo"];

export interface LandingPageProps {
  cookieBannerDelayMs?: number;
}

/**
 * The landing page with its anchored sections. Static HTML and CSS except its islands (src/islands/): the
 * header, the partner section with the detail modal and the booking widget, the demo form and the cookie
 * consent. The partner section starts loading (also in the prerendered HTML) and shows the live list once
 * it arrives. In the installed app the page gives way to the Mobile Version card (in the built site the
 * entry script decides that, `src/entries/landing.tsx`).
 */
export function LandingPage({ cookieBannerDelayMs }: LandingPageProps) {
  const standalone = useStandalone();
  if (standalone) return <MobileVersionCard />;

  return (
    <PageShell onLanding sections={landingSectionIds} cookieBannerDelayMs={cookieBannerDelayMs}>
      <HeroSection />
      <AboutSection />
      <Island name="partners" component={PartnersIsland} props={{}} />
      <PricingSection />
      <FeaturesSection />
      <SupportSection />
      <DemoSection />
    </PageShell>
  );
}
