import {
  formatEuro,
  type OrderCart,
  orderItemQuantityLine,
  ordersTexts,
  takeAwayCartHeading,
} from "@tischservice/core";
import { useId } from "react";

/** 'Bestellung (N Artikel)', the chosen lines and 'Gesamt'. */
export function OrderCartSummary({ cart }: { cart: OrderCart }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg bg-muted/60 p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {takeAwayCartHeading(cart.itemCount)}
      </h3>
      {cart.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ordersTexts.emptyCart}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {cart.lines.map((line) => (
            <li key={line.menuItemId} className="flex justify-between gap-3">
              <span>{orderItemQuantityLine(line.quantity, line.name)}</span>
              <span className="tabular-nums">{formatEuro(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
        <span>{ordersTexts.total}</span>
        <span className="tabular-nums">{formatEuro(cart.totalAmount)}</span>
      </p>
    </section>
  );
}
