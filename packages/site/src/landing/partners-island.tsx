import type { Restaurant } from "@tischservice/core/schemas";
import { cn } from "@tischservice/ui";
import { lazy, Suspense, useState } from "react";
import { PartnersSection } from "./partners-section.tsx";
import { usePartners } from "./use-partners.ts";
import { useReservation } from "./use-reservation.tsx";
import { useStayAtLinkedSection } from "./use-stay-at-linked-section.ts";

const RestaurantDetailDialog = lazy(() =>
  import("../restaurant/restaurant-detail-dialog.tsx").then((module) => ({
    default: module.RestaurantDetailDialog,
  })),
);

/**
 * The first call of ui's `cn` builds tailwind-merge's class tables: the entry runs this in an idle task of
 * its own once the chunk has loaded, so that the task that hydrates the section stays short.
 */
export function preparePartners(): void {
  cn("hidden", "block");
}

/**
 * The partner section as an island: the live list (prerendered in its loading state), the detail modal
 * loaded when a card is first opened, and the booking widget loaded when a visitor books.
 */
export function PartnersIsland() {
  const partners = usePartners();
  // The list is taller than its loading cards: a visitor who came by /#demo stays at the demo form.
  useStayAtLinkedSection(partners.status !== "loading");
  const [selected, setSelected] = useState<Restaurant | null>(null);
  const [open, setOpen] = useState(false);
  const { reserve, notice } = useReservation();

  const openPartner = (restaurant: Restaurant) => {
    setSelected(restaurant);
    setOpen(true);
  };

  return (
    <>
      <PartnersSection state={partners} onOpen={openPartner} />
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
}
