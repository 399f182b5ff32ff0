import { statTileTexts } from "@tischservice/core/texts";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export interface StatTileProps extends Omit<ComponentProps<"div">, "children"> {
  label: ReactNode;
  /** The figure; `null` shows "Keine Daten". */
  value: ReactNode | null;
  /** An icon element, shown in a soft gold circle. */
  icon?: ReactNode;
  /** A second line under the value, e.g. "Ø 3,2 pro Reservierung". */
  hint?: ReactNode;
}

/** A counter of the home tab or the statistics grid (Gesamt, Bestätigt, Ausstehend, Gäste, ...). */
export function StatTile({ label, value, icon, hint, className, ...props }: StatTileProps) {
  return (
    <div
      data-slot="stat-tile"
      className={cn(
        "flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs",
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <dl className="m-0 grid min-w-0 gap-0.5">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        {value === null ? (
          <dd className="m-0 text-base text-muted-foreground">{statTileTexts.noData}</dd>
        ) : (
          <dd className="m-0 text-2xl font-semibold tabular-nums">{value}</dd>
        )}
        {hint ? <dd className="m-0 text-xs text-muted-foreground">{hint}</dd> : null}
      </dl>
    </div>
  );
}
