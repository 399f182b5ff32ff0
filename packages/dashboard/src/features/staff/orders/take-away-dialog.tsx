import {
  ERROR_MESSAGE_DISPLAY_MS,
  formatEuro,
  type MenuItem,
  ordersTexts,
  takeAwaySubmitError,
  takeAwaySubmitLabel,
  validationTexts,
} from "@tischservice/core";
import { Button, FormField, Input } from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { TitledDialog } from "../../../lib/form-dialog/titled-dialog.tsx";
import { OrderCartFields } from "./order-cart-fields.tsx";
import { useOrderCart } from "./use-order-cart.ts";
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
    <TitledDialog open={open} onOpenChange={onOpenChange} title={ordersTexts.takeAwayDialogTitle} size="wide">
      <TakeAwayForm restaurantId={restaurantId} menu={menu} onDone={() => onOpenChange(false)} />
    </TitledDialog>
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
  const order = useOrderCart(menu);
  const { cart } = order;
  const { message, phase, busy, submit, reject } = useOrderSubmit({
    restaurantId,
    errorMs: ERROR_MESSAGE_DISPLAY_MS,
    errorText: takeAwaySubmitError,
    onSuccessDone: () => {
      order.clear();
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
      items: order.items,
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
      <OrderCartFields menu={menu} order={order} disabled={busy} message={message} />
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
