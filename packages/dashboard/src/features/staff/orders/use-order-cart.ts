import { type CreateOrderRequest, type MenuItem, orderCart, setCartQuantity } from "@tischservice/core";
import { useState } from "react";

/** The quantities chosen for a new order, its cart (lines, count, total) and the request's items. */
export function useOrderCart(menu: readonly MenuItem[]) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const cart = orderCart(menu, quantities);
  const items: CreateOrderRequest["items"] = cart.lines.map(
    ({ menuItemId, name, price, quantity, type }) => ({
      menuItemId,
      name,
      price,
      quantity,
      type,
    }),
  );
  return {
    quantities,
    cart,
    items,
    setQuantity: (menuItemId: string, quantity: number) =>
      setQuantities((prev) => setCartQuantity(prev, menuItemId, quantity)),
    clear: () => setQuantities({}),
  };
}

export type OrderCartState = ReturnType<typeof useOrderCart>;
