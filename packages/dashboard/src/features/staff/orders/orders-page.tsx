import { mergeOpenOrdersForDisplay, ordersTexts } from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { ShoppingBag } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useMenu } from "../menu/use-menu.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrdersView } from "./orders-view.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";
import { TakeAwayDialog } from "./take-away-dialog.tsx";
import { useOrdersView } from "./use-open-orders.ts";
import { useOrderItemMutations } from "./use-order-item-mutations.ts";

/** Route module of `/app/orders`: 'Offene Bestellungen' with the edit, payment and take-away dialogs. */
export function OrdersPage() {
  const { restaurantId } = useGastro();
  const timeZone = useTimeZone();
  const orders = useOrdersView(restaurantId);
  const menu = useMenu(restaurantId);
  const items = useOrderItemMutations(restaurantId);
  const [takeAwayOpen, setTakeAwayOpen] = useState(false);
  const [editKey, setEditKey] = useState<string | null>(null);
  const [payKey, setPayKey] = useState<string | null>(null);
  const groups = useMemo(() => mergeOpenOrdersForDisplay(orders.data ?? []), [orders.data]);
  // The dialogs follow the live data: a card paid or emptied elsewhere closes its dialog.
  const editing = groups.find((g) => g.key === editKey) ?? null;
  const paying = groups.find((g) => g.key === payKey) ?? null;
  // Forget a vanished card, so that a later order of the same table does not reopen its dialog.
  useEffect(() => {
    if (!orders.data) return;
    if (editKey !== null && editing === null) setEditKey(null);
    if (payKey !== null && paying === null) setPayKey(null);
  }, [orders.data, editKey, editing, payKey, paying]);

  return (
    <section className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{ordersTexts.title}</h1>
        <Button onClick={() => setTakeAwayOpen(true)} disabled={!menu.data}>
          <ShoppingBag aria-hidden="true" />
          {ordersTexts.newTakeAway}
        </Button>
      </header>
      {orders.isPending ? (
        <p role="status" className="text-muted-foreground">
          {ordersTexts.restaurantLoading}
        </p>
      ) : orders.isError ? (
        <Banner tone="error">{ordersTexts.loadFailed}</Banner>
      ) : (
        <OrdersView groups={groups} timeZone={timeZone} onEdit={setEditKey} onPay={setPayKey} />
      )}
      <OrderDetailDialog
        group={editing}
        onOpenChange={(open) => !open && setEditKey(null)}
        onQuantity={items.setQuantity}
        onDelivered={items.markDelivered}
        onPay={() => {
          setPayKey(editKey);
          setEditKey(null);
        }}
      />
      <PaymentDialog
        restaurantId={restaurantId}
        group={paying}
        onOpenChange={(open) => !open && setPayKey(null)}
      />
      {menu.data ? (
        <TakeAwayDialog
          restaurantId={restaurantId}
          menu={menu.data}
          open={takeAwayOpen}
          onOpenChange={setTakeAwayOpen}
        />
      ) : null}
    </section>
  );
}
