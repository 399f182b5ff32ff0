import { adminTexts } from "@tischservice/core";
import { RoleArea } from "../auth/role-area.tsx";
import { AdminDashboard } from "./admin-dashboard.tsx";

/** `/app/admin`: the admin area (platform spec section 2, Admin dashboard). */
export function AdminPage() {
  return (
    <RoleArea areaRole="Admin" title={adminTexts.title}>
      {(user) => <AdminDashboard user={user} />}
    </RoleArea>
  );
}
