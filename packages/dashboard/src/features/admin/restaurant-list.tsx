import { adminAccountTexts, adminTexts, type Restaurant } from "@tischservice/core";
import { Badge, Button, EmptyState } from "@tischservice/ui";
import { Eye, EyeOff, Store } from "lucide-react";
import { DemoBadge } from "../shared/demo-badge/demo-badge.tsx";

export interface RestaurantListProps {
  /** The loaded pages' restaurants, each with its owner's name and login (admins' answers carry them). */
  restaurants: readonly Restaurant[];
  /** The restaurant whose partner-list state is being saved. */
  busyRestaurantId: string | null;
  /** Shows (`true`) or hides (`false`) the restaurant in the public partner list. */
  onSetListed: (restaurant: Restaurant, listed: boolean) => void;
}

/** "Restaurant-Übersicht": the restaurants with address, cuisine, owner and their place in the partner list. */
export function RestaurantList({ restaurants, busyRestaurantId, onSetListed }: RestaurantListProps) {
  if (restaurants.length === 0) {
    return <EmptyState icon={<Store aria-hidden="true" />} title={adminTexts.noRestaurants} />;
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={adminTexts.restaurantsTitle}>
      {restaurants.map((restaurant) => {
        const owner = restaurant.ownerEmail
          ? restaurant.ownerName
            ? `${restaurant.ownerName} (${restaurant.ownerEmail})`
            : restaurant.ownerEmail
          : null;
        // Restaurants are listed unless an admin hid them.
        const listed = restaurant.listed !== false;
        return (
          <li
            key={restaurant._id}
            className="grid content-start gap-2 rounded-lg border border-border bg-card p-3"
          >
            <p className="m-0 flex flex-wrap items-center gap-2 font-medium">
              {restaurant.name}
              {restaurant.isDemo ? <DemoBadge withHint={false} /> : null}
            </p>
            <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {restaurant.address ? (
                <>
                  <dt className="text-muted-foreground">{adminTexts.restaurantColumnAddress}</dt>
                  <dd className="m-0">{restaurant.address}</dd>
                </>
              ) : null}
              {restaurant.cuisine ? (
                <>
                  <dt className="text-muted-foreground">{adminTexts.restaurantColumnCuisine}</dt>
                  <dd className="m-0">{restaurant.cuisine}</dd>
                </>
              ) : null}
              {owner ? (
                <>
                  <dt className="text-muted-foreground">{adminTexts.restaurantColumnOwner}</dt>
                  <dd className="m-0 break-all">{owner}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{adminAccountTexts.columnListed}</dt>
              <dd className="m-0">
                <Badge variant={listed ? "success" : "secondary"}>
                  {listed ? adminAccountTexts.listed : adminAccountTexts.hidden}
                </Badge>
              </dd>
            </dl>
            <div>
              <Button
                variant="outline"
                size="sm"
                loading={busyRestaurantId === restaurant._id}
                onClick={() => onSetListed(restaurant, !listed)}
              >
                {listed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {listed ? adminAccountTexts.hideRestaurant : adminAccountTexts.showRestaurant}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
