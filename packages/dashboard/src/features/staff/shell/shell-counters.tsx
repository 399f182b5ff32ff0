import { shellTexts } from "@tischservice/core";
import { cn } from "@tischservice/ui";

export interface ShellCountersProps {
  pending: number;
  today: number;
  openOrders: number;
  className?: string;
}

/** The frame's counters: pending reservations, today's reservations, open orders. */
export function ShellCounters({ pending, today, openOrders, className }: ShellCountersProps) {
  const entries = [
    {
      label: shellTexts.pendingCountLabel,
      value: pending,
      tone: "bg-status-pending-soft text-status-pending-strong",
    },
    { label: shellTexts.todayCountLabel, value: today, tone: "bg-primary-soft text-foreground" },
    { label: shellTexts.openOrdersCountLabel, value: openOrders, tone: "bg-muted text-foreground" },
  ];
  return (
    <dl className={cn("m-0 flex flex-wrap gap-2", className)}>
      {entries.map((entry) => (
        <div
          key={entry.label}
          className={cn("flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium", entry.tone)}
        >
          <dt>{entry.label}</dt>
          <dd className="m-0 font-semibold tabular-nums">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
