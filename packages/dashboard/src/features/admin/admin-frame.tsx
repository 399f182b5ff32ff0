import { adminTexts, type User } from "@tischservice/core";
import type { ReactNode } from "react";
import { RoleArea } from "../account/session/role-area.tsx";
import { AdminMenu, type AdminSection } from "./admin-menu.tsx";
import { AdminStatTiles } from "./admin-stat-tiles.tsx";
import { useAdminOverview, useSystemOnline } from "./use-admin-data.ts";

/** The four measured tiles above every admin page: the server counts, no list is loaded for them. */
function AdminTiles() {
  const overview = useAdminOverview();
  const online = useSystemOnline();
  return (
    <AdminStatTiles
      users={overview.data?.users ?? null}
      restaurants={overview.data?.restaurants ?? null}
      activeSessions={overview.data?.activeSessions ?? null}
      online={online}
    />
  );
}

/** An admin page: the Admin role's header, the tiles, the admin menu (links) and the page below it. */
export function AdminFrame({
  active,
  children,
}: {
  active: AdminSection;
  children: (user: User) => ReactNode;
}) {
  return (
    <RoleArea areaRole="Admin" title={adminTexts.title}>
      {(user) => (
        <div className="grid gap-6">
          <AdminTiles />
          <AdminMenu active={active} />
          {children(user)}
        </div>
      )}
    </RoleArea>
  );
}
