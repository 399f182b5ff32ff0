import {
  checkOrdersPayable,
  checkPaymentInput,
  formatEuro,
  type MergedOrderGroup,
  type Order,
  type PaymentMethod,
  paymentMethodLabels,
  paymentSplitLine,
  paymentSubmitLabel,
  paymentTexts,
  splitPaymentAcrossOrders,
  TIP_INPUT_STEP,
  validationTexts,
} from "@tischservice/core";
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  RadioGroup,
  RadioGroupItem,
} from "@tischservice/ui";
import { type FormEvent, useId, useState } from "react";
import { orderGroupTitle } from "./order-status.ts";
import { amountInputValue, finalAfterTip, parseAmount, tipAfterFinal } from "./payment-amounts.ts";
import { paymentBlockedText, paymentErrorText } from "./payment-texts.ts";
import { usePayment } from "./use-payment.ts";

export interface PaymentDialogProps {
  restaurantId: string;
  group: MergedOrderGroup<Order> | null;
  onOpenChange: (open: boolean) => void;
  /** The payment call's time limit; 30 s (tests shorten it). */
  timeoutMs?: number;
}

/** The payment of one card; a new form (and idempotency key) each time it opens. */
export function PaymentDialog({ restaurantId, group, onOpenChange, timeoutMs }: PaymentDialogProps) {
  return (
    <Dialog open={group !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {group ? (
          <PaymentForm
            key={group.key}
            restaurantId={restaurantId}
            group={group}
            onPaid={() => onOpenChange(false)}
            {...(timeoutMs === undefined ? {} : { timeoutMs })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function inputError(finalAmount: number, tip: number, method: PaymentMethod): string | null {
  const check = checkPaymentInput({ finalAmount, tip, paymentMethod: method });
  if (check.ok) return null;
  if (check.reason === "invalidTip") return validationTexts.paymentTipNegative;
  if (check.reason === "invalidPaymentMethod") return validationTexts.paymentMethodInvalid;
  return validationTexts.paymentFinalAmountInvalid;
}

/**
 * Final amount (prefilled with the total), tip (step 0,50, not negative) and Bar or Karte; blocked with
 * a German notice while an item is undelivered; a failure or the 30 s timeout can be retried.
 */
function PaymentForm({
  restaurantId,
  group,
  onPaid,
  timeoutMs,
}: {
  restaurantId: string;
  group: MergedOrderGroup<Order>;
  onPaid: () => void;
  /** The payment call's time limit; 30 s (tests shorten it). */
  timeoutMs?: number;
}) {
  const total = group.totalAmount;
  const [tipText, setTipText] = useState("0.00");
  const [finalText, setFinalText] = useState(amountInputValue(total));
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [touched, setTouched] = useState(false);
  const methodLabelId = useId();
  const payment = usePayment(restaurantId, group.orderIds, onPaid, timeoutMs);
  const blocked = paymentBlockedText(checkOrdersPayable(group.orders));
  const tip = parseAmount(tipText);
  const finalAmount = parseAmount(finalText);
  const error = inputError(finalAmount, tip, method);
  const split =
    group.orders.length > 1 && !error
      ? splitPaymentAcrossOrders(
          group.orders.map((o) => o.totalAmount),
          tip,
        )
      : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocked || error || payment.isPending) return;
    payment.mutate({ finalAmount, tip, paymentMethod: method });
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>{paymentTexts.dialogTitle}</DialogTitle>
        <DialogDescription>{orderGroupTitle(group)}</DialogDescription>
      </DialogHeader>
      <p className="flex justify-between text-sm">
        <span>{paymentTexts.orderTotalLabel}</span>
        <span className="font-semibold tabular-nums">{formatEuro(total)}</span>
      </p>
      {blocked ? <Banner tone="warning">{blocked}</Banner> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={paymentTexts.tipLabel} hint={paymentTexts.tipHint}>
          <Input
            type="number"
            inputMode="decimal"
            step={TIP_INPUT_STEP}
            min={0}
            value={tipText}
            disabled={blocked !== null}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTipText(text);
              const next = parseAmount(text);
              if (Number.isFinite(next) && next >= 0)
                setFinalText(amountInputValue(finalAfterTip(total, next)));
            }}
          />
        </FormField>
        <FormField label={paymentTexts.finalAmountLabel} hint={paymentTexts.finalAmountHint}>
          <Input
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            value={finalText}
            disabled={blocked !== null}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setFinalText(text);
              const next = parseAmount(text);
              if (Number.isFinite(next)) setTipText(amountInputValue(tipAfterFinal(total, next)));
            }}
          />
        </FormField>
      </div>
      <div className="grid gap-2">
        <p id={methodLabelId} className="text-sm font-medium">
          {paymentTexts.methodLabel}
        </p>
        <RadioGroup
          aria-labelledby={methodLabelId}
          value={method}
          onValueChange={(value) => setMethod(value as PaymentMethod)}
          className="flex gap-6"
          disabled={blocked !== null}
        >
          {(["cash", "card"] as const).map((value) => (
            <span key={value} className="flex items-center gap-2 text-sm">
              <RadioGroupItem id={`${methodLabelId}-${value}`} value={value} />
              <label htmlFor={`${methodLabelId}-${value}`} className="cursor-pointer">
                {paymentMethodLabels[value]}
              </label>
            </span>
          ))}
        </RadioGroup>
      </div>
      {split.length > 0 ? (
        <section className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <h3 className="font-semibold">{paymentTexts.splitHeading}</h3>
          <ul className="grid gap-0.5">
            {split.map((part, index) => (
              <li key={group.orderIds[index] ?? index} className="tabular-nums">
                {paymentSplitLine(
                  index + 1,
                  formatEuro(group.orders[index]?.totalAmount ?? 0),
                  formatEuro(part.tip),
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {touched && error && !blocked ? <Banner tone="error">{error}</Banner> : null}
      {payment.isPending ? <Banner tone="info">{paymentTexts.processing}</Banner> : null}
      {payment.isError ? (
        <Banner tone="error" title={paymentErrorText(payment.error)}>
          {paymentTexts.retryHint}
        </Banner>
      ) : null}
      <Button type="submit" fullWidth disabled={blocked !== null} loading={payment.isPending}>
        {payment.isError
          ? paymentTexts.retry
          : paymentSubmitLabel(formatEuro(Number.isFinite(finalAmount) ? finalAmount : 0))}
      </Button>
    </form>
  );
}
