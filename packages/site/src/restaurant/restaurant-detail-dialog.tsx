import type { Restaurant } from "@tischservice/core/schemas";
import { restaurantDetailTexts } from "@tischservice/core/texts";
import { Button, Dialog, DialogContent, Tabs, TabsContent, TabsList, TabsTrigger } from "@tischservice/ui";
import { CalendarCheck } from "lucide-react";
import { useRef, useState } from "react";
import { fetchOpeningHours, fetchSpecialHours } from "../api/restaurant-api.ts";
import { ContactTab } from "./contact-tab.tsx";
import { HoursTab } from "./hours-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { RestaurantBanner } from "./restaurant-banner.tsx";
import { SpecialHoursTab } from "./special-hours-tab.tsx";
import { useAsyncData } from "./use-async-data.ts";

export interface RestaurantDetailDialogProps {
  restaurant: Restaurant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Tisch reservieren": the caller closes the dialog and opens the booking widget. */
  onReserve: (restaurant: Restaurant) => void;
}

type Tab = "overview" | "contact" | "hours" | "special";

/**
 * The partner's detail modal (max 500 px): banner with name and cuisine, tabs Übersicht, Kontakt, Zeiten
 * and Besondere Zeiten (loaded only once that tab is opened), and "Tisch reservieren". Radix traps focus,
 * closes on Escape, outside click and the close button, and returns focus to the card.
 */
export function RestaurantDetailDialog({
  restaurant,
  open,
  onOpenChange,
  onReserve,
}: RestaurantDetailDialogProps) {
  const [tab, setTab] = useState<Tab>("overview");
  const [specialOpened, setSpecialOpened] = useState(false);
  // Opened without a Radix trigger: remember what had focus and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  const hours = useAsyncData(restaurant._id, open, () => fetchOpeningHours(restaurant._id), null);
  const special = useAsyncData(
    restaurant._id,
    open && specialOpened,
    () => fetchSpecialHours(restaurant._id),
    [],
  );

  const changeTab = (value: string) => {
    setTab(value as Tab);
    if (value === "special") setSpecialOpened(true);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="narrow"
        aria-describedby={undefined}
        hideClose
        className="gap-0 overflow-x-hidden p-0"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <RestaurantBanner restaurant={restaurant} />
        <Tabs value={tab} onValueChange={changeTab} className="min-w-0 p-5">
          <TabsList className="w-full justify-start">
            <TabsTrigger value="overview">{restaurantDetailTexts.tabOverview}</TabsTrigger>
            <TabsTrigger value="contact">{restaurantDetailTexts.tabContact}</TabsTrigger>
            <TabsTrigger value="hours">{restaurantDetailTexts.tabHours}</TabsTrigger>
            <TabsTrigger value="special">{restaurantDetailTexts.tabSpecialHours}</TabsTrigger>
          </TabsList>
          <div className="min-h-40">
            <TabsContent value="overview">
              <OverviewTab restaurant={restaurant} />
            </TabsContent>
            <TabsContent value="contact">
              <ContactTab restaurant={restaurant} />
            </TabsContent>
            <TabsContent value="hours">
              <HoursTab hours={hours} />
            </TabsContent>
            <TabsContent value="special">
              <SpecialHoursTab entries={special} />
            </TabsContent>
          </div>
        </Tabs>
        <div className="border-t border-border p-5">
          <Button fullWidth size="lg" onClick={() => onReserve(restaurant)}>
            <CalendarCheck aria-hidden="true" />
            {restaurantDetailTexts.reserveButton}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
