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
import { ShareBar } from "./share-bar.tsx";
import { StatisticsSection } from "./statistics-section.tsx";

const monthLabel = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });
const whole = new Intl.NumberFormat("de-DE");

/** The month table's columns: the counts read right-aligned, month and rate from the start. */
const columns = [
  { label: noShowStatisticsTexts.columnMonth, align: "text-start" },
  { label: noShowStatisticsTexts.columnExpected, align: "text-end" },
  { label: noShowStatisticsTexts.columnNoShows, align: "text-end" },
  { label: noShowStatisticsTexts.columnRate, align: "text-start" },
] as const;

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
  const captionId = useId();
  const expected = noShows && noShows.expected > 0 ? noShows : null;
  const reminded = guestConfirmed && guestConfirmed.reminded > 0 ? guestConfirmed : null;
  return (
    <StatisticsSection heading={noShowStatisticsTexts.heading}>
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
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`px-3 py-1.5 ${column.align} font-medium`}>
                    {column.label}
                  </th>
                ))}
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
                      <ShareBar
                        percent={month.rate}
                        className="hidden w-24 shrink-0 sm:block"
                        barClassName="bg-status-declined"
                      />
                      <span className="tabular-nums">{formatPercent(month.rate)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </StatisticsSection>
  );
}
