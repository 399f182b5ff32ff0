import {
  ERROR_MESSAGE_DISPLAY_MS,
  formatEuro,
  type MenuItem,
  orderCart,
  ordersTexts,
  setCartQuantity,
  takeAwaySubmitError,
  takeAwaySubmitLabel,
  validationTexts,
} from "@tischservice/core";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { OrderCartSummary } from "./order-cart-summary.tsx";
import { OrderItemPicker } from "./order-item-picker.tsx";
import { OrderSubmitMessageBanner } from "./order-submit-message.tsx";
import { useOrderSubmit } from "./use-order-submit.ts";

export interface TakeAwayDialogProps {
  restaurantId: string;
  menu: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The take-away order: customer name, category tabs, items with quantities, 'Bestellung (N Artikel)',
 * 'Gesamt' and 'Take-Away Bestellung aufnehmen (total €)' (disabled while sending, with no items or a
 * blank name). After success it closes after 2 s and clears; errors stay 5 s.
 */
export function TakeAwayDialog({ restaurantId, menu, open, onOpenChange }: TakeAwayDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>{ordersTexts.takeAwayDialogTitle}</DialogTitle>
          <DialogDescription className="sr-only">{ordersTexts.takeAwayDialogTitle}</DialogDescription>
        </DialogHeader>
        <TakeAwayForm restaurantId={restaurantId} menu={menu} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

export function TakeAwayForm({
  restaurantId,
  menu,
  onDone,
}: {
  restaurantId: string;
  menu: readonly MenuItem[];
  onDone: () => void;
}) {
  const [customerName, setCustomerName] = useState("");
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const cart = orderCart(menu, quantities);
  const { message, phase, busy, submit, reject } = useOrderSubmit({
    restaurantId,
    errorMs: ERROR_MESSAGE_DISPLAY_MS,
    errorText: takeAwaySubmitError,
    onSuccessDone: () => {
      setQuantities({});
      setCustomerName("");
      onDone();
    },
  });
  const name = customerName.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (cart.lines.length === 0) return reject(validationTexts.orderNoItems);
    if (name === "") return reject(validationTexts.orderCustomerNameRequired);
    void submit({
      restaurantId,
      orderType: "takeaway",
      customerName: name,
      status: "pending",
      totalAmount: cart.totalAmount,
      items: cart.lines.map(({ menuItemId, name: itemName, price, quantity, type }) => ({
        menuItemId,
        name: itemName,
        price,
        quantity,
        type,
      })),
    });
  };

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField label={ordersTexts.customerNameLabel} required>
        <Input
          value={customerName}
          autoComplete="off"
          maxLength={120}
          placeholder={ordersTexts.customerNamePlaceholder}
          disabled={busy}
          onChange={(event) => setCustomerName(event.currentTarget.value)}
        />
      </FormField>
      <OrderItemPicker
        menu={menu}
        quantities={quantities}
        disabled={busy}
        onQuantityChange={(id, quantity) => setQuantities((q) => setCartQuantity(q, id, quantity))}
      />
      <OrderCartSummary cart={cart} />
      <OrderSubmitMessageBanner message={message} />
      <Button
        type="submit"
        fullWidth
        disabled={busy || cart.lines.length === 0 || name === ""}
        loading={phase === "submitting"}
        loadingText={ordersTexts.submitting}
      >
        {takeAwaySubmitLabel(formatEuro(cart.totalAmount))}
      </Button>
    </form>
  );
}
