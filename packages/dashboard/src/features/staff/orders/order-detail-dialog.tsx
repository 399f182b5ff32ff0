import { formatEuro, type MergedOrderGroup, type Order, ordersTexts } from "@tischservice/core";
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  NumberStepper,
} from "@tischservice/ui";
import { Check } from "lucide-react";
import { MenuItemNamePrice } from "../menu/menu-item-name-price.tsx";
import { quantityChange, undeliveredLines } from "./merged-item-lines.ts";
import type { OrderLineRef } from "./order-cache.ts";
import { orderGroupTitle, orderStatusView } from "./order-status.ts";

export interface OrderDetailDialogProps {
  group: MergedOrderGroup<Order> | null;
  onOpenChange: (open: boolean) => void;
  onQuantity: (line: OrderLineRef, quantity: number) => void;
  onDelivered: (lines: readonly OrderLineRef[], all: boolean) => void;
  onPay: () => void;
}

/**
 * 'Bestellung bearbeiten': quantities with plus and minus (never negative, locked once delivered), each
 * item or all marked delivered, and the way to the payment once everything is delivered.
 */
export function OrderDetailDialog({
  group,
  onOpenChange,
  onQuantity,
  onDelivered,
  onPay,
}: OrderDetailDialogProps) {
  const allOpen = group?.items.flatMap(undeliveredLines) ?? [];
  return (
    <Dialog open={group !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {group ? (
          <>
            <DialogHeader>
              <DialogTitle>{ordersTexts.editDialogTitle}</DialogTitle>
              <DialogDescription>
                {orderGroupTitle(group)} · {orderStatusView(group.status).label}
              </DialogDescription>
            </DialogHeader>
            <ul className="grid gap-2">
              {group.items.map((item) => {
                const open = undeliveredLines(item);
                return (
                  <li
                    key={`${item.menuItemId}-${item.name}`}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
                  >
                    <MenuItemNamePrice name={item.name} price={item.price} />
                    <div className="flex flex-wrap items-center gap-2">
                      <NumberStepper
                        aria-label={item.name}
                        value={item.quantity}
                        min={item.deliveredQuantity}
                        max={999}
                        disabled={open.length === 0}
                        decrementLabel={ordersTexts.decreaseQuantity}
                        incrementLabel={ordersTexts.increaseQuantity}
                        onValueChange={(next) => {
                          const change = quantityChange(item, next);
                          if (change) onQuantity(change.line, change.quantity);
                        }}
                      />
                      {open.length === 0 ? (
                        <Badge variant="success">
                          <Check aria-hidden="true" />
                          {ordersTexts.delivered}
                        </Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`${item.name}: ${ordersTexts.markDelivered}`}
                          onClick={() => onDelivered(open, false)}
                        >
                          {ordersTexts.markDelivered}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="flex justify-between font-semibold">
              <span>{ordersTexts.total}</span>
              <span className="tabular-nums">{formatEuro(group.totalAmount)}</span>
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                disabled={allOpen.length === 0}
                onClick={() => onDelivered(allOpen, true)}
              >
                {ordersTexts.markAllDelivered}
              </Button>
              <Button onClick={onPay}>{ordersTexts.toPayment}</Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
