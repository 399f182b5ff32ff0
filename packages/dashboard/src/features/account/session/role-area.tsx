import { Navigate } from "@tanstack/react-router";
import {
  authTexts,
  commonTexts,
  type User,
  type UserRole,
  userRoleSchema,
  welcomeLine,
} from "@tischservice/core";
import { Button, EmptyState } from "@tischservice/ui";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { DemoBadge } from "../../shared/demo-badge/demo-badge.tsx";
import { CheckingSession } from "./checking-session.tsx";
import { useSession } from "./session.ts";
import { useLogout } from "./use-logout.ts";
import { useReturnTarget } from "./use-return-target.ts";

export interface RoleAreaProps {
  /**
   * The role the area is for; `signedIn`: every signed-in account with an address of its own (customers,
   * owners and admins alike; sub-users sign in with a name, not an address).
   */
  areaRole: UserRole | "signedIn";
  title: string;
  children: (user: User) => ReactNode;
}

/**
 * A signed-in area for one role: header with the welcome line, the "Demo-Daten" badge for a demo account
 * and "Abmelden"; others see "Unauthorized".
 */
export function RoleArea({ areaRole, title, children }: RoleAreaProps) {
  const session = useSession();
  const logout = useLogout();
  const redirect = useReturnTarget();
  if (session.isPending) return <CheckingSession />;
  const user = session.data;
  if (!user) return <Navigate to="/login" search={redirect ? { redirect } : {}} replace />;
  const allowed = areaRole === "signedIn" || userRoleSchema.parse(user.role) === areaRole;
  if (!allowed || user.isSubuser) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <EmptyState title={commonTexts.unauthorized} />
      </main>
    );
  }
  return (
    <div className="mx-auto grid min-h-dvh max-w-dashboard content-start gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold">{title}</h1>
            {user.isDemo ? <DemoBadge /> : null}
          </div>
          <p className="m-0 text-sm text-muted-foreground">{welcomeLine(user.name || user.email)}</p>
        </div>
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          {authTexts.logout}
        </Button>
      </header>
      <main>{children(user)}</main>
    </div>
  );
}
