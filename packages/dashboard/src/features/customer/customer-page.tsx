import { authTexts } from "@tischservice/core";
import { dashboardTexts } from "../../texts.ts";
import { RoleArea } from "../auth/role-area.tsx";

/** `/app/customer`: the customer's landing. Dashboard part 4 builds the customer view here. */
export function CustomerPage() {
  return (
    <RoleArea areaRole="customer" title={authTexts.mobileTitle}>
      {() => <p className="text-muted-foreground">{dashboardTexts.customerAreaNotice}</p>}
    </RoleArea>
  );
}
