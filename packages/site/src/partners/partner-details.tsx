import type { Restaurant } from "@tischservice/core/schemas";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useReservation } from "./use-reservation.tsx";

const RestaurantDetailDialog = lazy(() =>
  import("../restaurant/restaurant-detail-dialog.tsx").then((module) => ({
    default: module.RestaurantDetailDialog,
  })),
);

/**
 * A partner's detail modal, loaded when a card is first opened, and its "Tisch reservieren", which closes
 * the modal and loads the booking widget for that restaurant. `details` is rendered beside the list.
 */
export function usePartnerDetails(): { openPartner: (restaurant: Restaurant) => void; details: ReactNode } {
  const [selected, setSelected] = useState<Restaurant | null>(null);
  const [open, setOpen] = useState(false);
  const { reserve, notice } = useReservation();
  const openPartner = useCallback((restaurant: Restaurant) => {
    setSelected(restaurant);
    setOpen(true);
  }, []);
  const details = (
    <>
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
    </>
  );
  return { openPartner, details };
}
