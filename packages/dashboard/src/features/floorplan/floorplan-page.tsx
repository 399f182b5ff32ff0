import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/floorplan` (loaded lazily). Dashboard part 2 replaces this placeholder. */
export function FloorplanPage() {
  return <ComingSoon title={dashboardMenuLabels.floorplan} />;
}
