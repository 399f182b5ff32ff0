import { AdminFrame } from "./admin-frame.tsx";
import { SystemPanel } from "./system-panel.tsx";

/** `/app/admin/system`: the admin menu's System entry (status, backup, logs, demo data). */
export function AdminSystemPage() {
  return (
    <AdminFrame active="system">{(user) => <SystemPanel callerIsDemo={user.isDemo === true} />}</AdminFrame>
  );
}
