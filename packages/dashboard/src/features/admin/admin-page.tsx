import { useSearch } from "@tanstack/react-router";
import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminFrame } from "./admin-frame.tsx";

/** `/app/admin`: the admin area (platform spec section 2, Admin dashboard): users, restaurants, analytics. */
export function AdminPage() {
  const { tab = "users" } = useSearch({ from: "/admin" });
  return <AdminFrame active={tab}>{(user) => <AdminDashboard user={user} tab={tab} />}</AdminFrame>;
}
