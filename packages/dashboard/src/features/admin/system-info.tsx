import { type AdminOverview, adminTexts, adminUptime } from "@tischservice/core";
import { Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";

export interface SystemInfoProps {
  overview: AdminOverview | null;
  online: boolean | null;
  /** The overview could not be loaded. */
  failed: boolean;
}

/** "System Info": status, uptime, version and database, as the server reports them. */
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
      </CardContent>
    </Card>
  );
}
