import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/past-reservations` (loaded lazily). Dashboard part 3 replaces this placeholder. */
export function PastReservationsPage() {
  return <ComingSoon title={dashboardMenuLabels["past-reservations"]} />;
}
