import {
  formatEuro,
  type MenuItem,
  ordersTexts,
  tableOrderSubmitLabel,
  VALIDATION_MESSAGE_DISPLAY_MS,
  validationTexts,
} from "@tischservice/core";
import { Banner, Button, Skeleton } from "@tischservice/ui";
import type { FormEvent } from "react";
import { useMenu } from "../menu/use-menu.ts";
import { OrderCartFields } from "./order-cart-fields.tsx";
import { useOrderCart } from "./use-order-cart.ts";
import { useOrderSubmit } from "./use-order-submit.ts";

export interface DineInOrderComposerProps {
  restaurantId: string;
  tableId: string;
  /** Runs 2 s after a successful order, when the form has reset (e.g. to close the table dialog). */
  onSubmitted?: () => void;
}

/**
 * Taking an order at a table (the floor plan's table dialog): category tabs, items with quantities,
 * the running summary and 'Gesamt', and the submit with its progress and result messages. The content resets 2 s
 * after success; messages clear after 3 s. New menu items appear live.
 */
export function DineInOrderComposer({ restaurantId, tableId, onSubmitted }: DineInOrderComposerProps) {
  const menu = useMenu(restaurantId);
  if (menu.isPending) return <Skeleton className="h-48 w-full" />;
  if (menu.isError) return <Banner tone="error">{ordersTexts.menuLoadFailed}</Banner>;
  return (
    <DineInOrderForm
      restaurantId={restaurantId}
      tableId={tableId}
      menu={menu.data}
      {...(onSubmitted ? { onSubmitted } : {})}
    />
  );
}

export function DineInOrderForm({
  restaurantId,
  tableId,
  menu,
  onSubmitted,
}: DineInOrderComposerProps & { menu: readonly MenuItem[] }) {
  const order = useOrderCart(menu);
  const { cart } = order;
  const { message, phase, busy, submit, reject } = useOrderSubmit({
    restaurantId,
    errorMs: VALIDATION_MESSAGE_DISPLAY_MS,
    errorText: () => ordersTexts.submitFailed,
    onSuccessDone: () => {
      order.clear();
      onSubmitted?.();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (cart.lines.length === 0) {
      reject(validationTexts.orderNoItems);
      return;
    }
    void submit({
      restaurantId,
      tableId,
      orderType: "dine-in",
      status: "pending",
      totalAmount: cart.totalAmount,
      items: order.items,
    });
  };

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      {menu.length === 0 ? <Banner tone="info">{ordersTexts.menuEmptyHint}</Banner> : null}
      <OrderCartFields menu={menu} order={order} disabled={busy} message={message} />
      <Button
        type="submit"
        fullWidth
        disabled={phase === "success"}
        loading={phase === "submitting"}
        loadingText={ordersTexts.submitting}
      >
        {tableOrderSubmitLabel(formatEuro(cart.totalAmount))}
      </Button>
    </form>
  );
}
