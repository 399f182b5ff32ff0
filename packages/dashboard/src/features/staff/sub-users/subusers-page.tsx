import { subUsersTexts } from "@tischservice/core";
import { useRestaurant } from "../restaurant-data/queries.ts";
import { SubUsersManager } from "./sub-users-manager.tsx";

/** Route module of `/app/subusers` (owners only; the shell sends sub-users home). */
export function SubusersPage() {
  const restaurant = useRestaurant();
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold">{subUsersTexts.title}</h1>
      <SubUsersManager restaurantSlug={restaurant.data?.slug} />
    </section>
  );
}
