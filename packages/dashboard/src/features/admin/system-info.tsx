import {
  type AdminOverview,
  adminTexts,
  adminUptime,
  formatDate,
  formatTime,
  type RetentionCounts,
  retentionAdminTexts,
  retentionKindTexts,
} from "@tischservice/core";
import { Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";

export interface SystemInfoProps {
  overview: AdminOverview | null;
  online: boolean | null;
  /** The overview could not be loaded. */
  failed: boolean;
}

/** "Systeminformationen": status, uptime, version and database, as the server reports them, and the retention job's last run. */
export function SystemInfo({ overview, online, failed }: SystemInfoProps) {
  const rows: Array<[string, string]> = [
    [
      adminTexts.systemInfoStatusLabel,
      online === null ? "…" : online ? adminTexts.statusOnline : adminTexts.statusDegraded,
    ],
    [adminTexts.systemInfoUptimeLabel, overview ? adminUptime(overview.uptimeSeconds) : "…"],
    [adminTexts.systemInfoVersionLabel, overview?.version ?? "…"],
    [
      adminTexts.systemInfoDatabaseLabel,
      overview ? (overview.db === "postgres" ? "PostgreSQL" : "PGlite") : "…",
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{adminTexts.systemInfoTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="m-0 mb-2 text-sm text-destructive-strong">{adminTexts.systemInfoLoadError}</p>
        ) : null}
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="m-0 text-end font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {overview ? <RetentionRunInfo run={overview.retention ?? null} /> : null}
      </CardContent>
    </Card>
  );
}

/** When the retention job last ran and what it removed, per kind (only kinds it removed something of). */
function RetentionRunInfo({ run }: { run: AdminOverview["retention"] }) {
  const removed = run
    ? (Object.keys(retentionKindTexts) as Array<keyof RetentionCounts>).filter((kind) => run.counts[kind] > 0)
    : [];
  return (
    <div className="mt-4 grid gap-1 border-t border-border pt-3 text-sm">
      <h3 className="m-0 text-sm font-semibold">{retentionAdminTexts.title}</h3>
      <p className="m-0">
        <span className="text-muted-foreground">{retentionAdminTexts.lastRun}: </span>
        {run
          ? retentionAdminTexts.lastRunAt(formatDate(run.at), formatTime(run.at))
          : retentionAdminTexts.never}
      </p>
      {removed.length > 0 ? (
        <ul className="m-0 list-none p-0">
          {removed.map((kind) => (
            <li key={kind}>
              <span className="font-medium tabular-nums">{run?.counts[kind]}</span> {retentionKindTexts[kind]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
