import { formatEuro } from "@tischservice/core/format";
import { statisticsTexts } from "@tischservice/core/texts";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface RevenueCardProps extends Omit<ComponentProps<"section">, "title" | "children"> {
  title: string;
  /** A euro amount (formatted with 2 decimals), a ready text, or null for "Keine Daten". */
  value: number | string | null;
  /** A detail line, e.g. "inkl. 8,5 % Trinkgeld" or "12 Zahlungen · 40 % des Umsatzes". */
  hint?: ReactNode;
  icon?: ReactNode;
  noDataText?: string;
}

/** One of the statistics tab's eight revenue cards; without paid orders it says "Keine Daten". */
export function RevenueCard({
  title,
  value,
  hint,
  icon,
  noDataText = statisticsTexts.noData,
  className,
  ...props
}: RevenueCardProps) {
  const empty = value === null;
  return (
    <section
      data-slot="revenue-card"
      data-empty={empty || undefined}
      aria-label={title}
      className={cn(
        "grid gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs",
        className,
      )}
      {...props}
    >
      <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {title}
      </h3>
      {empty ? (
        <p className="text-base text-muted-foreground">{noDataText}</p>
      ) : (
        <>
          <p className="text-2xl font-semibold tabular-nums">
            {typeof value === "number" ? formatEuro(value) : value}
          </p>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </>
      )}
    </section>
  );
}
