import {
  formatEuro,
  formatTime,
  type MergedOrderGroup,
  mergedOrdersLabel,
  type Order,
  orderCardLabel,
  orderCreatedAtLabel,
  orderItemQuantityLine,
  ordersTexts,
} from "@tischservice/core";
import { Badge, Button } from "@tischservice/ui";
import { Check, ShoppingBag } from "lucide-react";
import { useId } from "react";
import { orderGroupTitle, orderStatusView } from "./order-status.ts";

export interface OrderCardProps {
  group: MergedOrderGroup<Order>;
  timeZone: string;
  onEdit: () => void;
  onPay: () => void;
}

/** One table (its orders merged) or one take-away order: items, status, total, edit and pay. */
export function OrderCard({ group, timeZone, onEdit, onPay }: OrderCardProps) {
  const titleId = useId();
  const title = orderGroupTitle(group);
  const status = orderStatusView(group.status);
  return (
    <article
      aria-label={orderCardLabel(title, status.label)}
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            {group.kind === "takeaway" ? <ShoppingBag aria-hidden="true" className="size-4" /> : null}
            {title}
          </h2>
          {group.createdAt ? (
            <p className="text-xs text-muted-foreground">
              {orderCreatedAtLabel(formatTime(group.createdAt, { timeZone }))}
            </p>
          ) : null}
          {group.orders.length > 1 ? (
            <p className="text-xs text-muted-foreground">{mergedOrdersLabel(group.orders.length)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {group.kind === "takeaway" ? <Badge variant="outline">{ordersTexts.takeAwayBadge}</Badge> : null}
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
      </header>
      <ul className="grid gap-1 text-sm" aria-labelledby={titleId}>
        {group.items.map((item) => (
          <li key={`${item.menuItemId}-${item.name}`} className="flex justify-between gap-3">
            <span className="flex items-center gap-1.5">
              {item.delivered ? (
                <Check role="img" aria-label={ordersTexts.delivered} className="size-4 text-success-strong" />
              ) : (
                <span aria-hidden="true" className="inline-block size-4" />
              )}
              {orderItemQuantityLine(item.quantity, item.name)}
            </span>
            <span className="tabular-nums">{formatEuro(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-border pt-2 font-semibold">
        <span>{ordersTexts.total}</span>
        <span className="tabular-nums">{formatEuro(group.totalAmount)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {ordersTexts.editDialogTitle}
        </Button>
        <Button size="sm" onClick={onPay}>
          {ordersTexts.toPayment}
        </Button>
      </div>
    </article>
  );
}
