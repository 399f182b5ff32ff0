import { useNavigate, useSearch } from "@tanstack/react-router";
import { customerTexts, listPageTexts, type User } from "@tischservice/core";
import {
  Banner,
  Button,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useToast,
} from "@tischservice/ui";
import { useState } from "react";
import { fetchMyData } from "../../../api/guest-data.ts";
import { useNow } from "../../../lib/clock.tsx";
import { CustomerAccountData } from "./customer-account-data.tsx";
import type { CustomerSearch, CustomerTab } from "./customer-search.ts";
import { MyReservationList } from "./my-reservation-list.tsx";
import { ReservePanel } from "./reserve-panel.tsx";
import {
  useCancelMyReservation,
  useMyReservations,
  usePublicRestaurant,
  useRestaurantChoices,
} from "./use-customer-data.ts";
import { useDeleteMyAccount } from "./use-delete-my-account.ts";

/** The customer view: tabs "reserve" and "my-reservations". */
export function CustomerView({ user }: { user: User }) {
  const search = useSearch({ from: "/customer" });
  const navigate = useNavigate({ from: "/customer" });
  const tab: CustomerTab = search.tab ?? "reserve";
  const now = useNow();
  const { toast } = useToast();
  const [restaurantSearch, setRestaurantSearch] = useState("");
  const choices = useRestaurantChoices(restaurantSearch, tab === "reserve");
  const chosenId = search.restaurant ?? null;
  const listed = choices.items.find((restaurant) => restaurant._id === chosenId) ?? null;
  // A restaurant chosen beyond the loaded choices (a link, or an earlier search) is read by its id.
  const byId = usePublicRestaurant(tab === "reserve" && !choices.isPending && !listed ? chosenId : null);
  const chosen = listed ?? byId.data ?? null;
  const reservations = useMyReservations(user.email);
  const cancel = useCancelMyReservation(user.email);
  const deleteMyAccount = useDeleteMyAccount();

  const go = (next: CustomerSearch) => {
    const merged = { ...search, ...next };
    void navigate({
      search: {
        ...(merged.tab && merged.tab !== "reserve" ? { tab: merged.tab } : {}),
        ...(merged.restaurant ? { restaurant: merged.restaurant } : {}),
      },
      replace: true,
    });
  };

  const onBooked = () => {
    toast({ title: customerTexts.bookedNotice, tone: "success" });
    void reservations.refetch();
  };

  return (
    <>
      <Tabs value={tab} onValueChange={(value) => go({ tab: value as CustomerTab })}>
        <TabsList aria-label={customerTexts.tabReserve}>
          <TabsTrigger value="reserve">{customerTexts.tabReserve}</TabsTrigger>
          <TabsTrigger value="my-reservations">{customerTexts.tabMyReservations}</TabsTrigger>
        </TabsList>
        <TabsContent value="reserve">
          {choices.isPending ? (
            <Spinner className="justify-center py-8" />
          ) : choices.isError ? (
            <Banner tone="error" title={listPageTexts.restaurantLoadFailed}>
              <Button variant="outline" size="sm" className="mt-2" onClick={choices.refetch}>
                {customerTexts.retry}
              </Button>
            </Banner>
          ) : (
            <ReservePanel
              restaurants={choices.items}
              chosen={chosen}
              search={restaurantSearch}
              onSearch={setRestaurantSearch}
              paging={choices}
              onSelect={(restaurant) => go({ restaurant })}
              onBooked={onBooked}
              apiBase={window.location.origin}
            />
          )}
        </TabsContent>
        <TabsContent value="my-reservations">
          {reservations.isPending ? (
            <Spinner className="justify-center py-8" />
          ) : reservations.isError ? (
            <Banner tone="error" title={customerTexts.loadError}>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void reservations.refetch()}
              >
                {customerTexts.retry}
              </Button>
            </Banner>
          ) : (
            <MyReservationList
              reservations={reservations.data}
              now={now}
              busyId={cancel.isPending ? (cancel.variables ?? null) : null}
              onCancel={(reservation) => cancel.mutate(reservation._id)}
            />
          )}
        </TabsContent>
      </Tabs>
      {user.role === "customer" ? (
        <CustomerAccountData onFetch={fetchMyData} onDelete={deleteMyAccount} />
      ) : null}
    </>
  );
}
