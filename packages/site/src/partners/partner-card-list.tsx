import type { Restaurant } from "@tischservice/core/schemas";
import { cn, RestaurantCard } from "@tischservice/ui";
import { bannerSrc } from "./banner-src.ts";

/** The grid the partner cards and their loading placeholders share. */
export const partnerGridClass = "m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3";

/**
 * The first call of ui's `cn` builds tailwind-merge's class tables: the page entries run this in an idle
 * task of their own once the partner chunk has loaded, so that the task that hydrates the list stays short.
 */
export function preparePartners(): void {
  cn("hidden", "block");
}

export interface PartnerCardListProps {
  partners: readonly Restaurant[];
  onOpen: (restaurant: Restaurant) => void;
}

/** The live partner list as cards (landing page and the directory); each card opens the detail modal. */
export function PartnerCardList({ partners, onOpen }: PartnerCardListProps) {
  return (
    <ul data-live className={partnerGridClass}>
      {partners.map((partner) => {
        const banner = bannerSrc(partner);
        return (
          <li key={partner._id} className="grid">
            <RestaurantCard
              restaurant={{
                name: partner.name,
                ...(partner.address ? { address: partner.address } : {}),
                ...(partner.cuisine ? { cuisine: partner.cuisine } : {}),
                ...(banner ? { bannerUrl: banner } : {}),
              }}
              onOpen={() => onOpen(partner)}
            />
          </li>
        );
      })}
    </ul>
  );
}
