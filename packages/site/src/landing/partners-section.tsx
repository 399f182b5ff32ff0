import type { Restaurant } from "@tischservice/core/schemas";
import { siteTexts } from "@tischservice/core/texts";
import { EmptyState, RestaurantCard, Skeleton } from "@tischservice/ui";
import { Store } from "lucide-react";
import { bannerSrc } from "../partners/banner-src.ts";
import { siteOwnTexts } from "../texts.ts";
import { LandingSection } from "./landing-section.tsx";
import type { PartnersState } from "./use-partners.ts";

export interface PartnersSectionProps {
  /** Loading (also the prerendered HTML), the live list (at most six, cut by the caller), or failed. */
  state: PartnersState;
  onOpen: (restaurant: Restaurant) => void;
}

const listClass = "m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3";

/** The partner restaurants as cards (each opens the detail modal), or a neutral loading, empty or error state. */
export function PartnersSection({ state, onOpen }: PartnersSectionProps) {
  const partners = state.status === "ready" ? state.partners : [];
  return (
    <LandingSection
      id="restaurants"
      title={siteTexts.partners.heading}
      lead={partners.length > 0 ? siteOwnTexts.partnersLead : undefined}
      muted
      aria-busy={state.status === "loading" || undefined}
    >
      {state.status === "loading" ? (
        <div className="grid gap-4">
          <p role="status" className="sr-only">
            {siteOwnTexts.partnersLoading}
          </p>
          <div data-testid="partners-loading" className={listClass}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-72 rounded-xl" />
            ))}
          </div>
        </div>
      ) : state.status === "error" ? (
        <EmptyState icon={<Store />} title={siteOwnTexts.partnersError} className="bg-background" />
      ) : partners.length === 0 ? (
        <EmptyState icon={<Store />} title={siteOwnTexts.partnersEmpty} className="bg-background" />
      ) : (
        <ul data-live className={listClass}>
          {partners.map((partner) => (
            <li key={partner._id} className="grid">
              <RestaurantCard
                restaurant={{
                  name: partner.name,
                  ...(partner.address ? { address: partner.address } : {}),
                  ...(partner.cuisine ? { cuisine: partner.cuisine } : {}),
                  ...(bannerSrc(partner) ? { bannerUrl: bannerSrc(partner) } : {}),
                }}
                onOpen={() => onOpen(partner)}
              />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
