import type { Restaurant } from "@tischservice/core/schemas";
import { restaurantDetailTexts } from "@tischservice/core/texts";
import { DetailList, type DetailRow } from "./detail-list.tsx";

/** Übersicht: address, description and cuisine, each when present. */
export function OverviewTab({ restaurant }: { restaurant: Restaurant }) {
  const rows: DetailRow[] = [];
  if (restaurant.address) rows.push({ label: restaurantDetailTexts.addressLabel, value: restaurant.address });
  if (restaurant.description) {
    rows.push({ label: restaurantDetailTexts.descriptionLabel, value: restaurant.description });
  }
  if (restaurant.cuisine) rows.push({ label: restaurantDetailTexts.cuisineLabel, value: restaurant.cuisine });
  return <DetailList rows={rows} />;
}
