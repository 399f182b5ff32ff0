import type { MenuItem } from "@tischservice/core";
import { OrderCartSummary } from "./order-cart-summary.tsx";
import { OrderItemPicker } from "./order-item-picker.tsx";
import { OrderSubmitMessageBanner } from "./order-submit-message.tsx";
import type { OrderCartState } from "./use-order-cart.ts";
import type { OrderSubmitMessage } from "./use-order-submit.ts";

export interface OrderCartFieldsProps {
  menu: readonly MenuItem[];
  order: OrderCartState;
  /** While the order is being sent. */
  disabled: boolean;
  message: OrderSubmitMessage | null;
}

/** The middle of a new order's form: items with quantities, the running summary, the submit message. */
export function OrderCartFields({ menu, order, disabled, message }: OrderCartFieldsProps) {
  return (
    <>
      <OrderItemPicker
        menu={menu}
        quantities={order.quantities}
        disabled={disabled}
        onQuantityChange={order.setQuantity}
      />
      <OrderCartSummary cart={order.cart} />
      <OrderSubmitMessageBanner message={message} />
    </>
  );
}
