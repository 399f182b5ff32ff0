import {
  formatPercent,
  guestConfirmedShareHint,
  noShowRateHint,
  noShowStatisticsTexts,
} from "@tischservice/core";
import { RevenueCard } from "@tischservice/ui";
import { CheckCheck, UserX } from "lucide-react";
import { useId } from "react";
import type { Statistics } from "../../../api/statistics.ts";

const monthLabel = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });
const whole = new Intl.NumberFormat("de-DE");

function formatMonth(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return year && index ? monthLabel.format(new Date(Date.UTC(year, index - 1, 1))) : month;
}

export interface NoShowCardProps {
  noShows: Statistics["noShows"];
  guestConfirmed: Statistics["guestConfirmed"];
}

/**
 * The period's no-show rate (of the confirmed and no-show reservations) with its months as a table with
 * bars, and the share of reminded reservations the guest confirmed; each says 'Keine Daten' without a base.
 */
export function NoShowCard({ noShows, guestConfirmed }: NoShowCardProps) {
  const headingId = useId();
  const captionId = useId();
  const expected = noShows && noShows.expected > 0 ? noShows : null;
  const reminded = guestConfirmed && guestConfirmed.reminded > 0 ? guestConfirmed : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {noShowStatisticsTexts.heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <RevenueCard
          title={noShowStatisticsTexts.noShowRate}
          icon={<UserX />}
          value={expected ? formatPercent(expected.rate) : null}
          hint={expected ? noShowRateHint(expected.noShows, expected.expected) : undefined}
        />
        <RevenueCard
          title={noShowStatisticsTexts.guestConfirmedShare}
          icon={<CheckCheck />}
          value={reminded ? formatPercent(reminded.rate) : null}
          hint={reminded ? guestConfirmedShareHint(reminded.confirmed, reminded.reminded) : undefined}
        />
      </div>
      {expected && expected.byMonth.length > 0 ? (
        // On a narrow phone the table scrolls inside its card (kept reachable by keyboard).
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard
          tabIndex={0}
          className="focus-ring overflow-x-auto rounded-xl border border-border bg-card"
        >
          <table className="w-full border-collapse text-sm">
            <caption id={captionId} className="px-3 pt-3 text-start font-medium text-muted-foreground">
              {noShowStatisticsTexts.byMonthCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="px-3 py-1.5 text-start font-medium">
                  {noShowStatisticsTexts.columnMonth}
                </th>
                <th scope="col" className="px-3 py-1.5 text-end font-medium">
                  {noShowStatisticsTexts.columnExpected}
                </th>
                <th scope="col" className="px-3 py-1.5 text-end font-medium">
                  {noShowStatisticsTexts.columnNoShows}
                </th>
                <th scope="col" className="px-3 py-1.5 text-start font-medium">
                  {noShowStatisticsTexts.columnRate}
                </th>
              </tr>
            </thead>
            <tbody>
              {expected.byMonth.map((month) => (
                <tr key={month.month} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-start font-normal">
                    {formatMonth(month.month)}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{whole.format(month.expected)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{whole.format(month.noShows)}</td>
                  <td className="px-3 py-1.5">
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="hidden h-2 w-24 shrink-0 overflow-hidden rounded-full bg-muted sm:block"
                      >
                        <span
                          className="block h-full rounded-full bg-status-declined"
                          style={{ width: `${Math.min(100, Math.max(0, month.rate))}%` }}
                        />
                      </span>
                      <span className="tabular-nums">{formatPercent(month.rate)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </section>
  );
}
