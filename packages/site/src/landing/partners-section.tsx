import type { Restaurant } from "@tischservice/core/schemas";
import { siteTexts } from "@tischservice/core/texts";
import { RestaurantCard } from "@tischservice/ui";
import { bannerSrc } from "../partners/banner-src.ts";
import { siteOwnTexts } from "../texts.ts";
import { LandingSection } from "./landing-section.tsx";

export interface PartnersSectionProps {
  /** At most six, already cut by the caller. Nothing is rendered for an empty list. */
  partners: readonly Restaurant[];
  onOpen: (restaurant: Restaurant) => void;
  /** The list came from the live API (not the build): marked as `data-live` on the list. */
  live?: boolean;
}

/** The partner restaurants as cards; each opens the detail modal. */
export function PartnersSection({ partners, onOpen, live = false }: PartnersSectionProps) {
  if (partners.length === 0) return null;
  return (
    <LandingSection
      id="restaurants"
      title={siteTexts.partners.heading}
      lead={siteOwnTexts.partnersLead}
      muted
    >
      <ul
        data-live={live || undefined}
        className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3"
      >
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
    </LandingSection>
  );
}
