import { dashboardMenuLabels } from "@tischservice/core";
import { ComingSoon } from "../coming-soon/coming-soon.tsx";

/** Route module of `/app/orders` (loaded lazily). Dashboard part 3 replaces this placeholder. */
export function OrdersPage() {
  return <ComingSoon title={dashboardMenuLabels.orders} />;
}
