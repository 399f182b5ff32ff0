import { type MergedOrderGroup, type Order, ordersTexts } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { Receipt } from "lucide-react";
import { OrderCard } from "./order-card.tsx";

export interface OrdersViewProps {
  groups: readonly MergedOrderGroup<Order>[];
  timeZone: string;
  onEdit: (key: string) => void;
  onPay: (key: string) => void;
}

/** The open orders as cards (tables merged, take-away alone), or the empty state. */
export function OrdersView({ groups, timeZone, onEdit, onPay }: OrdersViewProps) {
  if (groups.length === 0) {
    return <EmptyState icon={<Receipt />} title={ordersTexts.empty} />;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <OrderCard
          key={group.key}
          group={group}
          timeZone={timeZone}
          onEdit={() => onEdit(group.key)}
          onPay={() => onPay(group.key)}
        />
      ))}
    </div>
  );
}
