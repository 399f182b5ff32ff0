import { Navigate, Outlet, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useLogout } from "../../account/session/use-logout.ts";
import { AnnouncedReservations } from "../live/announced-reservations.ts";
import { AnnouncementsContext } from "../live/announcements-context.ts";
import { LiveStateContext, useLiveState } from "../live/live-status.tsx";
import { useLiveUpdates } from "../live/use-live-updates.ts";
import { useNewReservationCheck } from "../live/use-new-reservation-check.ts";
import { useNewReservationToast } from "../live/use-new-reservation-toast.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useRestaurant } from "../restaurant-data/queries.ts";
import { DashboardShell } from "./dashboard-shell.tsx";
import { ownerOnlyTabs, tabForPath } from "./nav-config.tsx";
import { useShellCounters } from "./use-shell-counters.ts";

/**
 * The shell wired to the router, the session, the live stream (or its polled fallback) and the counters;
 * it shows the route's tab, or `children` when given.
 */
export function ConnectedShell({ children }: { children?: ReactNode }) {
  const scope = useGastro();
  const [announced] = useState(() => new AnnouncedReservations());
  const announce = useNewReservationToast(announced, scope.restaurantId);
  const liveState = useLiveUpdates(scope, announce);
  // While the stream is down, a check every 5 s brings new reservations (the toasts) instead.
  useNewReservationCheck(
    scope.restaurantId,
    liveState === "reconnecting" || liveState === "polling",
    announce,
  );
  return (
    <LiveStateContext.Provider value={liveState}>
      <AnnouncementsContext.Provider value={announced}>
        <ShellFrame>{children}</ShellFrame>
      </AnnouncementsContext.Provider>
    </LiveStateContext.Provider>
  );
}

function ShellFrame({ children }: { children?: ReactNode }) {
  const { isSubuser, user } = useGastro();
  const logout = useLogout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeKey = tabForPath(pathname);
  const restaurantQuery = useRestaurant();
  const restaurant = restaurantQuery.data;
  const counters = useShellCounters();
  const liveState = useLiveState();

  if (isSubuser && activeKey && ownerOnlyTabs.has(activeKey)) return <Navigate to="/" replace />;

  return (
    <DashboardShell
      // Not the account's name meanwhile: the owner's own name is not the restaurant's.
      restaurantName={restaurantQuery.isPending ? null : (restaurant?.name ?? "")}
      isDemo={user.isDemo === true || restaurant?.isDemo === true}
      isSubuser={isSubuser}
      activeKey={activeKey}
      counters={counters}
      liveState={liveState}
      onLogout={() => void logout()}
    >
      {children ?? <Outlet />}
    </DashboardShell>
  );
}
