import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/room-designer` (loaded lazily). Dashboard part 2 replaces this placeholder. */
export function RoomDesignerPage() {
  return <ComingSoon title={dashboardMenuLabels["room-designer"]} />;
}
