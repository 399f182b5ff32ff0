import { authTexts } from "@tischservice/core";
import { RoleArea } from "../../account/session/role-area.tsx";
import { CustomerView } from "./customer-view.tsx";

/** `/app/customer`: the customer view, open to any signed-in user. */
export function CustomerPage() {
  return (
    <RoleArea areaRole="signedIn" title={authTexts.mobileTitle}>
      {(user) => <CustomerView user={user} />}
    </RoleArea>
  );
}
