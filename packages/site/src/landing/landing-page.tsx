import type { Restaurant } from "@tischservice/core/schemas";
import { lazy, Suspense, useState } from "react";
import { PageShell } from "../layout/page-shell.tsx";
import { useActiveSection } from "../lib/use-active-section.ts";
import { useStandalone } from "../lib/use-standalone.ts";
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
  cookieBannerDelayMs?: number;
}

/**
 * The landing page with its anchored sections, the detail modal and the booking widget. The partner
 * section starts loading (also in the prerendered HTML) and shows the live list once it arrives.
 */
export function LandingPage({ cookieBannerDelayMs }: LandingPageProps) {
  const standalone = useStandalone();
  const partners = usePartners();
  const activeSection = useActiveSection(sectionIds);
  const [selected, setSelected] = useState<Restaurant | null>(null);
  const [open, setOpen] = useState(false);
  const { reserve, notice } = useReservation();

  if (standalone) return <MobileVersionCard />;

  const openPartner = (restaurant: Restaurant) => {
    setSelected(restaurant);
    setOpen(true);
  };

  return (
    <PageShell onLanding activeSection={activeSection} cookieBannerDelayMs={cookieBannerDelayMs}>
      <HeroSection />
      <AboutSection />
      <PartnersSection state={partners} onOpen={openPartner} />
      <PricingSection />
      <FeaturesSection />
      <SupportSection />
      <DemoSection />
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
