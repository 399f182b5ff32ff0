import { BookingWidget } from "@tischservice/booking-widget";
import { customerTexts, type Restaurant } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { Store } from "lucide-react";
import { RestaurantPicker } from "./restaurant-picker.tsx";

export interface ReservePanelProps {
  restaurants: Restaurant[];
  restaurantId: string | null;
  onSelect: (restaurantId: string) => void;
  onBooked: () => void;
  /** Origin of the API the widget talks to (this app's own). */
  apiBase: string;
}

/** The reserve tab: the restaurant selector, then the booking widget for that restaurant. */
export function ReservePanel({ restaurants, restaurantId, onSelect, onBooked, apiBase }: ReservePanelProps) {
  if (restaurants.length === 0) {
    return <EmptyState icon={<Store aria-hidden="true" />} title={customerTexts.noRestaurants} />;
  }
  const chosen = restaurants.find((restaurant) => restaurant._id === restaurantId) ?? null;
  return (
    <div className="grid gap-4">
      <RestaurantPicker restaurants={restaurants} value={chosen?._id ?? null} onChange={onSelect} />
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
