import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Order, ordersTexts, PAYMENT_TIMEOUT_MS, type PaymentMethod } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useState } from "react";
import { payOrder } from "../../../api/orders.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { markOrdersPaid } from "./order-cache.ts";

export interface PaymentDraft {
  finalAmount: number;
  tip: number;
  paymentMethod: PaymentMethod;
}

function newKey(): string {
  return `pay-${crypto.randomUUID()}`;
}

/**
 * Paying a card's orders with one call (the API pays all open orders of the table and splits the tip by
 * share). One idempotency key per dialog: a retry after a timeout or a lost answer repeats the same key,
 * so the server answers the first payment instead of paying twice. Paid orders leave the list at once.
 */
export function usePayment(
  restaurantId: string,
  orderIds: readonly string[],
  onPaid: () => void,
  timeoutMs: number = PAYMENT_TIMEOUT_MS,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [idempotencyKey] = useState(newKey);
  const key = queryKeys.orders(restaurantId);
  return useMutation({
    mutationFn: (draft: PaymentDraft) => {
      const first = orderIds[0];
      if (!first) throw new Error("no order");
      return payOrder(first, draft, idempotencyKey, timeoutMs);
    },
    onSuccess: (_message, draft) => {
      queryClient.setQueryData<Order[] | undefined>(key, (orders) =>
        markOrdersPaid(orders, orderIds, {
          paidAt: new Date().toISOString(),
          finalAmount: draft.finalAmount,
          tip: draft.tip,
          paymentMethod: draft.paymentMethod,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ["statistics", restaurantId] });
      toast({ title: ordersTexts.paidSuccess, tone: "success" });
      onPaid();
    },
  });
}
