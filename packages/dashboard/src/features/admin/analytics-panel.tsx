import { type AdminAnalytics, adminTexts, formatDate, userRoleLabels } from "@tischservice/core";
import { StatTile } from "@tischservice/ui";
import type { ReactNode } from "react";

export interface AnalyticsPanelProps {
  analytics: AdminAnalytics;
}

/** Real counts across the platform: restaurants, users by role, reservations per week. */
export function AnalyticsPanel({ analytics }: AnalyticsPanelProps) {
  const highest = Math.max(1, ...analytics.reservationsPerWeek.map((week) => week.count));
  const roles = [
    [userRoleLabels.admin, analytics.users.admins],
    [userRoleLabels.gastro, analytics.users.gastro],
    [userRoleLabels.subUser, analytics.users.subusers],
    [userRoleLabels.customer, analytics.users.customers],
  ] as const;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile label={adminTexts.analyticsRestaurants} value={analytics.restaurants} />
        <StatTile label={adminTexts.analyticsUsers} value={analytics.users.total} />
        <StatTile label={adminTexts.analyticsReservationsTotal} value={analytics.reservationsTotal} />
      </div>
      <AnalyticsPart id="admin-users-by-role" title={adminTexts.analyticsUsersByRole}>
        <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {roles.map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border bg-card p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="m-0 text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </AnalyticsPart>
      <AnalyticsPart id="admin-per-week" title={adminTexts.analyticsPerWeekTitle}>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{adminTexts.analyticsWeekColumn}</th>
              <th scope="col">{adminTexts.analyticsCountColumn}</th>
            </tr>
          </thead>
          <tbody>
            {analytics.reservationsPerWeek.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row" className="w-28 py-1 pe-3 text-start font-normal text-muted-foreground">
                  {formatDate(week.weekStart)}
                </th>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-3 rounded-sm bg-primary"
                      style={{ width: `${(week.count / highest) * 100}%`, minWidth: week.count > 0 ? 4 : 0 }}
                    />
                    <span className="tabular-nums">{week.count}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AnalyticsPart>
    </div>
  );
}

/** A part of the panel under its own heading, which names the part for screen readers. */
function AnalyticsPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
