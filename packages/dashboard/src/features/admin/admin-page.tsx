import { useNavigate, useSearch } from "@tanstack/react-router";
import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminFrame } from "./admin-frame.tsx";

/** `/app/admin`: the admin area: users, restaurants, analytics. */
export function AdminPage() {
  const { tab = "users", q = "" } = useSearch({ from: "/admin" });
  const navigate = useNavigate({ from: "/admin" });
  // The search lives in the URL: a reload or a shared link shows the same matches.
  const onSearch = (next: string) =>
    void navigate({
      search: { ...(tab !== "users" ? { tab } : {}), ...(next ? { q: next } : {}) },
      replace: true,
    });
  return (
    <AdminFrame active={tab}>
      {(user) => <AdminDashboard user={user} tab={tab} search={q} onSearch={onSearch} />}
    </AdminFrame>
  );
}
