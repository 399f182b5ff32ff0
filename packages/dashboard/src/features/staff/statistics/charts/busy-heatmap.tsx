import {
  statisticsHeatmapCellLabel,
  statisticsTexts,
  weekdayNameKeys,
  weekdayNames,
  weekdayShortNames,
} from "@tischservice/core";

/** Hours shown: those with any reservation, else a normal service day 11–22. */
function shownHours(heatmap: readonly (readonly number[])[]): number[] {
  const used = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
    heatmap.some((row) => (row[h] ?? 0) > 0),
  );
  if (used.length === 0) return Array.from({ length: 12 }, (_, i) => 11 + i);
  const first = used[0] ?? 0;
  const last = used.at(-1) ?? 23;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * Reservations per weekday (Monday first) and hour as a table whose cells are shaded by count: readable
 * as a heat map and, cell by cell, by a screen reader.
 */
export function BusyHeatmap({ heatmap }: { heatmap: readonly (readonly number[])[] }) {
  const hours = shownHours(heatmap);
  const max = Math.max(1, ...heatmap.flat());
  return (
    <figure className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{statisticsTexts.heatmapTitle}</figcaption>
      {/* relative: the cells' screen-reader labels are positioned absolutely; without a positioned
          scroll area they escape it and widen the whole page on a phone. */}
      <section
        aria-label={statisticsTexts.heatmapTitle}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard
        tabIndex={0}
        className="focus-ring relative overflow-x-auto rounded-sm"
      >
        <table className="border-separate border-spacing-0.5 text-xs">
          <caption className="sr-only">{statisticsTexts.heatmapTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                {statisticsTexts.columnWeekday}
              </th>
              {hours.map((h) => (
                <th
                  key={h}
                  scope="col"
                  className="min-w-7 px-0.5 font-normal text-muted-foreground tabular-nums"
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdayNameKeys.map((key, day) => (
              <tr key={key}>
                <th scope="row" className="pe-2 text-start font-medium">
                  <abbr title={weekdayNames[key]} className="no-underline">
                    {weekdayShortNames[key]}
                  </abbr>
                </th>
                {hours.map((h) => {
                  const value = heatmap[day]?.[h] ?? 0;
                  const strength = value === 0 ? 0 : 0.15 + 0.85 * (value / max);
                  return (
                    <td
                      key={h}
                      title={statisticsHeatmapCellLabel(weekdayNames[key], h, value)}
                      className="h-7 min-w-7 rounded-sm text-center tabular-nums"
                      style={{
                        backgroundColor: `color-mix(in oklab, var(--color-primary) ${Math.round(strength * 100)}%, var(--color-muted))`,
                        color:
                          strength > 0.55 ? "var(--color-primary-foreground)" : "var(--color-foreground)",
                      }}
                    >
                      <span className="sr-only">
                        {statisticsHeatmapCellLabel(weekdayNames[key], h, value)}
                      </span>
                      <span aria-hidden="true">{value > 0 ? value : ""}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-muted-foreground">{statisticsTexts.heatmapLegend}</p>
    </figure>
  );
}
