import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Order, ordersTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { updateOrderItemDelivered, updateOrderItemQuantity } from "../../../api/orders.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { type OrderLineRef, patchOrderLines } from "./order-cache.ts";

/**
 * Quantity and delivery changes of order lines: the cache changes at once (optimistic), goes back on
 * failure with a fixed German text ('Fehler beim Aktualisieren der Menge', '... des Status', 'Fehler beim
 * Markieren aller Artikel'), and the orders are re-read afterwards.
 */
export function useOrderItemMutations(restaurantId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = queryKeys.orders(restaurantId);

  const optimistic = async (
    lines: readonly OrderLineRef[],
    patch: { quantity?: number; delivered?: boolean },
  ) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Order[]>(key);
    queryClient.setQueryData<Order[] | undefined>(key, (orders) => patchOrderLines(orders, lines, patch));
    return { previous };
  };
  const revert = (context: { previous: Order[] | undefined } | undefined, text: string) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
    toast({ title: text, tone: "error" });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const quantity = useMutation({
    mutationFn: ({ line, quantity }: { line: OrderLineRef; quantity: number }) =>
      updateOrderItemQuantity(line.orderId, line.menuItemId, quantity),
    onMutate: ({ line, quantity }) => optimistic([line], { quantity }),
    onError: (_error, _vars, context) => revert(context, ordersTexts.quantityUpdateFailed),
    onSettled: refresh,
  });

  const delivered = useMutation({
    mutationFn: async ({ lines }: { lines: readonly OrderLineRef[]; all: boolean }) => {
      const results = await Promise.allSettled(
        lines.map((line) => updateOrderItemDelivered(line.orderId, line.menuItemId, true)),
      );
      const failed = results.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    },
    onMutate: ({ lines }) => optimistic(lines, { delivered: true }),
    onError: (_error, { all }, context) =>
      revert(context, all ? ordersTexts.markAllFailed : ordersTexts.statusUpdateFailed),
    onSettled: refresh,
  });

  return {
    setQuantity: (line: OrderLineRef, value: number) => quantity.mutate({ line, quantity: value }),
    markDelivered: (lines: readonly OrderLineRef[], all = false) => delivered.mutate({ lines, all }),
    busy: quantity.isPending || delivered.isPending,
  };
}
