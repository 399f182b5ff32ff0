import { statisticsTexts } from "@tischservice/core";
import type { ReactNode } from "react";

export interface ChartColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** The chart's figures as a table, folded under 'Als Tabelle anzeigen' (the accessible alternative). */
export function ChartDataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly ChartColumn<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <details className="text-sm">
      <summary className="focus-ring w-fit cursor-pointer rounded-sm text-primary-strong">
        {statisticsTexts.showAsTable}
      </summary>
      {/* relative keeps the absolutely positioned caption inside the scroll area (it would widen the page). */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard
        tabIndex={0}
        className="focus-ring relative mt-2 max-h-80 overflow-auto rounded-lg border border-border"
      >
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={
                    column.numeric ? "px-3 py-1.5 text-end font-medium" : "px-3 py-1.5 text-start font-medium"
                  }
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.numeric ? "px-3 py-1 text-end tabular-nums" : "px-3 py-1"}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
