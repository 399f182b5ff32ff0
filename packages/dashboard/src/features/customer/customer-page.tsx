import { authTexts } from "@tischservice/core";
import { RoleArea } from "../auth/role-area.tsx";
import { CustomerView } from "./customer-view.tsx";

/** `/app/customer`: the customer view (platform spec section 2). */
export function CustomerPage() {
  return (
    <RoleArea areaRole="customer" title={authTexts.mobileTitle}>
      {(user) => <CustomerView user={user} />}
    </RoleArea>
  );
}
