import type { ReactNode } from "react";

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a tab. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="m-0 grid gap-3">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{row.label}</dt>
          <dd className="m-0 text-sm break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
