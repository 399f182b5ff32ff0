import { adminTexts, type Restaurant, type User } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { Store } from "lucide-react";

export interface RestaurantListProps {
  restaurants: Restaurant[];
  /** To name each restaurant's owner; may be empty while the users load. */
  users: User[];
}

/** "Restaurant-Übersicht": every restaurant with address, cuisine and owner. */
export function RestaurantList({ restaurants, users }: RestaurantListProps) {
  if (restaurants.length === 0) {
    return <EmptyState icon={<Store aria-hidden="true" />} title={adminTexts.noRestaurants} />;
  }
  const owners = new Map(users.map((user) => [user._id, user]));
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={adminTexts.restaurantsTitle}>
      {restaurants.map((restaurant) => {
        const owner = restaurant.ownerId ? owners.get(restaurant.ownerId) : undefined;
        return (
          <li key={restaurant._id} className="grid gap-1 rounded-lg border border-border bg-card p-3">
            <p className="m-0 font-medium">{restaurant.name}</p>
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
                  <dd className="m-0 break-all">
                    {owner.name ? `${owner.name} (${owner.email})` : owner.email}
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
