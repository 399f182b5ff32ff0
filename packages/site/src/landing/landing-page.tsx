import type { Restaurant } from "@tischservice/core/schemas";
import { lazy, Suspense, useState } from "react";
import { PageShell } from "../layout/page-shell.tsx";
import { scrollToSection } from "../lib/scroll-to-section.ts";
import { useActiveSection } from "../lib/use-active-section.ts";
import { useStandalone } from "../lib/use-standalone.ts";
import { siteOwnTexts } from "../texts.ts";
import { AboutSection } from "./about-section.tsx";
import { DemoSection } from "./demo-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { MobileVersionCard } from "./mobile-version-card.tsx";
import { PartnersSection } from "./partners-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { SupportSection } from "./support-section.tsx";
import { usePartners } from "./use-partners.ts";
import { useReservation } from "./use-reservation.tsx";

const RestaurantDetailDialog = lazy(() =>
  import("../restaurant/restaurant-detail-dialog.tsx").then((module) => ({
    default: module.RestaurantDetailDialog,
  })),
);

const sectionIds = ["hero", "about", "restaurants", "pricing", "features", "support", "demo"] as const;

export interface LandingPageProps {
  /** The partner list rendered at build time; replaced by the live list once it arrives. */
  initialPartners: readonly Restaurant[];
  /** Ask the API for the live list after hydration (off in stories that show a fixed list). */
  refreshPartners?: boolean;
  cookieBannerDelayMs?: number;
}

/** The landing page with its anchored sections, the detail modal and the booking widget. */
export function LandingPage({
  initialPartners,
  refreshPartners = true,
  cookieBannerDelayMs,
}: LandingPageProps) {
  const standalone = useStandalone();
  const { partners, live } = usePartners(initialPartners, refreshPartners);
  const visibleSections = sectionIds.filter((id) => id !== "restaurants" || partners.length > 0);
  const activeSection = useActiveSection(visibleSections);
  const [selected, setSelected] = useState<Restaurant | null>(null);
  const [open, setOpen] = useState(false);
  const [planMessage, setPlanMessage] = useState<string>();
  const { reserve, notice } = useReservation();

  if (standalone) return <MobileVersionCard />;

  const openPartner = (restaurant: Restaurant) => {
    setSelected(restaurant);
    setOpen(true);
  };
  const choosePlan = (plan: string) => {
    setPlanMessage(siteOwnTexts.planInterest(plan));
    scrollToSection("demo");
  };

  return (
    <PageShell
      onLanding
      activeSection={activeSection}
      hasPartners={partners.length > 0}
      cookieBannerDelayMs={cookieBannerDelayMs}
    >
      <HeroSection />
      <AboutSection />
      <PartnersSection partners={partners} live={live} onOpen={openPartner} />
      <PricingSection onChoosePlan={choosePlan} />
      <FeaturesSection />
      <SupportSection />
      <DemoSection initialMessage={planMessage} />
      {notice}
      {selected ? (
        <Suspense fallback={null}>
          <RestaurantDetailDialog
            restaurant={selected}
            open={open}
            onOpenChange={setOpen}
            onReserve={(restaurant) => {
              setOpen(false);
              reserve(restaurant._id);
            }}
          />
        </Suspense>
      ) : null}
    </PageShell>
  );
}
