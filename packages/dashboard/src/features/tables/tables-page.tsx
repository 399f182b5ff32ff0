import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/tables` (loaded lazily). Dashboard part 2 replaces this placeholder. */
export function TablesPage() {
  return <ComingSoon title={dashboardMenuLabels.tables} />;
}
