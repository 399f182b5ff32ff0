import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/settings` (loaded lazily). Dashboard part 4 replaces this placeholder. */
export function SettingsPage() {
  return <ComingSoon title={dashboardMenuLabels.settings} />;
}
