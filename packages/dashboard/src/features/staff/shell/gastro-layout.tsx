import { Navigate, useRouterState } from "@tanstack/react-router";
import { commonTexts, floorPlanAccessTexts, userRoleSchema } from "@tischservice/core";
import { EmptyState, Spinner } from "@tischservice/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { CheckingSession } from "../../account/session/checking-session.tsx";
import { landingPathFor, useSession } from "../../account/session/session.ts";
import { useReturnTarget } from "../../account/session/use-return-target.ts";
import { GastroProvider } from "../restaurant-context/restaurant-context.tsx";
import { ConnectedShell } from "./connected-shell.tsx";

/** Shown to an account without a restaurant; core's catalogue does not hold it. */
const restaurantMissing = "Diesem Konto ist noch kein Restaurant zugeordnet.";

/** Only owners without a restaurant need it: loaded then, not with every dashboard visit. */
const CreateRestaurant = lazy(() =>
  import("../settings/create-restaurant.tsx").then((m) => ({ default: m.CreateRestaurant })),
);

/**
 * The gate of the operator dashboard: checks the session ("Anmeldung wird überprüft..."), sends
 * visitors to the login (and back afterwards), admins and customers to their areas from home, and shows
 * "Unauthorized" to them on the operator's tabs. `children` stand in for the tab's route (a page mounted
 * elsewhere in the router, such as a reservation's page, inside the same shell).
 */
export function GastroLayout({ children }: { children?: ReactNode } = {}) {
  const session = useSession();
  const redirect = useReturnTarget();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (session.isPending) return <CheckingSession />;
  const user = session.data;
  if (!user) {
    return <Navigate to="/login" search={redirect ? { redirect } : {}} replace />;
  }
  if (userRoleSchema.parse(user.role) !== "Gastro" && !user.isSubuser) {
    if (pathname === "/") return <Navigate to={landingPathFor(user)} replace />;
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <EmptyState
          title={pathname === "/floorplan" ? floorPlanAccessTexts.requiresGastro : commonTexts.unauthorized}
        />
      </main>
    );
  }
  if (!user.restaurantId) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        {user.isSubuser ? (
          <EmptyState title={restaurantMissing} />
        ) : (
          <Suspense fallback={<Spinner />}>
            <CreateRestaurant user={user} variant="no-config" />
          </Suspense>
        )}
      </main>
    );
  }
  return (
    <GastroProvider user={user} restaurantId={user.restaurantId}>
      <ConnectedShell>{children}</ConnectedShell>
    </GastroProvider>
  );
}
