import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/menu` (loaded lazily). Dashboard part 3 replaces this placeholder. */
export function MenuPage() {
  return <ComingSoon title={dashboardMenuLabels.menu} />;
}
