import { adminTexts } from "@tischservice/core";
import { dashboardTexts } from "../../texts.ts";
import { RoleArea } from "../auth/role-area.tsx";

/** `/app/admin`: the admin's landing. Dashboard part 4 builds the admin area here. */
export function AdminPage() {
  return (
    <RoleArea areaRole="Admin" title={adminTexts.title}>
      {() => <p className="text-muted-foreground">{dashboardTexts.adminAreaNotice}</p>}
    </RoleArea>
  );
}
