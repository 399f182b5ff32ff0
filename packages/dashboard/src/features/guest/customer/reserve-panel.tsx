import { BookingWidget } from "@tischservice/booking-widget";
import { customerTexts, type Restaurant } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { Store } from "lucide-react";
import { RestaurantPicker, type RestaurantPickerProps } from "./restaurant-picker.tsx";

export interface ReservePanelProps extends Omit<RestaurantPickerProps, "restaurants" | "value" | "onChange"> {
  /** The loaded choices for the search. */
  restaurants: readonly Restaurant[];
  /** The chosen restaurant (from the URL), loaded by its id when it is not among the choices. */
  chosen: Restaurant | null;
  onSelect: (restaurantId: string) => void;
  onBooked: () => void;
  /** Origin of the API the widget talks to (this app's own). */
  apiBase: string;
}

/** The reserve tab: the restaurant selector with its search, then the booking widget for that restaurant. */
export function ReservePanel({
  restaurants,
  chosen,
  onSelect,
  onBooked,
  apiBase,
  ...picker
}: ReservePanelProps) {
  // No partner at all (not merely no match for a search): nothing to choose from.
  if (restaurants.length === 0 && picker.search === "" && !chosen) {
    return <EmptyState icon={<Store aria-hidden="true" />} title={customerTexts.noRestaurants} />;
  }
  const choices =
    chosen && !restaurants.some((restaurant) => restaurant._id === chosen._id)
      ? [chosen, ...restaurants]
      : restaurants;
  return (
    <div className="grid gap-4">
      <RestaurantPicker {...picker} restaurants={choices} value={chosen?._id ?? null} onChange={onSelect} />
      <section aria-labelledby="customer-reservation-details" className="grid gap-2">
        <h2 id="customer-reservation-details" className="text-lg font-semibold">
          {customerTexts.reservationDetailsHeading}
        </h2>
        {chosen ? (
          <>
            <p className="m-0 text-sm text-muted-foreground">{customerTexts.ownEmailHint}</p>
            <BookingWidget
              key={chosen._id}
              restaurantId={chosen._id}
              apiBase={apiBase}
              lang="de"
              onBooked={onBooked}
              className="max-w-xl"
            />
          </>
        ) : (
          <p className="m-0 text-muted-foreground">{customerTexts.chooseRestaurantHint}</p>
        )}
      </section>
    </div>
  );
}
