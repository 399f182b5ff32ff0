import { formatEuro } from "@tischservice/core/format";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export interface PriceTagProps extends Omit<ComponentProps<"span">, "children"> {
  /** Euro amount; shown the German way with 2 decimals: 1.234,50 €. */
  amount: number;
  /** Shown after the price, e.g. "pro Monat". */
  periodLabel?: string;
  size?: "sm" | "default" | "lg";
}

/** A euro price, optionally per period. */
export function PriceTag({ amount, periodLabel, size = "default", className, ...props }: PriceTagProps) {
  return (
    <span data-slot="price-tag" className={cn("inline-flex items-baseline gap-1", className)} {...props}>
      <span
        className={cn(
          "font-semibold tabular-nums",
          size === "sm" && "text-sm",
          size === "default" && "text-lg",
          size === "lg" && "text-4xl tracking-tight",
        )}
      >
        {formatEuro(amount)}
      </span>
      {periodLabel ? <span className="text-sm text-muted-foreground">{periodLabel}</span> : null}
    </span>
  );
}
