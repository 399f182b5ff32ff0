import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/subusers` (loaded lazily). Dashboard part 4 replaces this placeholder. */
export function SubusersPage() {
  return <ComingSoon title={dashboardMenuLabels.subusers} />;
}
