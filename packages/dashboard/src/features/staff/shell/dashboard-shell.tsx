import { BREAKPOINT_DESKTOP_PX } from "@tischservice/core";
import { cn, Skeleton } from "@tischservice/ui";
import { type ReactNode, Suspense } from "react";
import { useStoredFlag } from "../../../lib/stored-flag.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { DemoBadge } from "../../shared/demo-badge/demo-badge.tsx";
import type { LiveState } from "../live/live-status.tsx";
import { LazyBottomNavPanel, LazySideNavPanel, preloadDeviceNav } from "./device-nav.tsx";
import { LiveIndicator } from "./live-indicator.tsx";
import type { TabKey } from "./nav-config.tsx";
import { ShellCounters } from "./shell-counters.tsx";

export interface DashboardShellProps {
  /** Null while the restaurant loads: a placeholder in its place, never another name. */
  restaurantName: string | null;
  /** The account or its restaurant is demo data: a "Demo-Daten" badge beside the name. */
  isDemo?: boolean;
  isSubuser: boolean;
  activeKey: TabKey | null;
  counters: { pending: number; today: number; openOrders: number };
  liveState: LiveState;
  onLogout: () => void;
  children: ReactNode;
}

/** Above 1024 px: the sidebar. */
export const desktopQuery = `(min-width: ${BREAKPOINT_DESKTOP_PX + 1}px)`;

if (typeof window !== "undefined" && typeof window.matchMedia === "function") {
  preloadDeviceNav(window.matchMedia(desktopQuery).matches);
}

/**
 * The operator frame, at most 1400 px wide: the collapsible sidebar (remembered) above 1024 px, the
 * bottom bar with "Mehr" and the floating map button at 1024 px and below; counters and the live state.
 */
export function DashboardShell({
  restaurantName,
  isDemo = false,
  isSubuser,
  activeKey,
  counters,
  liveState,
  onLogout,
  children,
}: DashboardShellProps) {
  const desktop = useMediaQuery(desktopQuery);
  const [collapsed, setCollapsed] = useStoredFlag("tischservice.sidebar-collapsed", false);
  const badges = { reservations: counters.pending, orders: counters.openOrders };
  const name = restaurantName ?? <Skeleton className="h-5 w-36" />;
  return (
    <>
      <div className="mx-auto flex min-h-dvh max-w-dashboard bg-background">
        {desktop ? (
          // Until the sidebar's chunk is there (normally before the session check ends), its width is kept.
          <Suspense
            fallback={
              <div
                aria-hidden="true"
                className={cn(
                  "sticky top-0 h-dvh shrink-0 border-e border-border bg-card",
                  collapsed ? "w-sidebar-collapsed" : "w-sidebar",
                )}
              />
            }
          >
            <LazySideNavPanel
              restaurantName={name}
              isSubuser={isSubuser}
              activeKey={activeKey}
              badges={badges}
              collapsed={collapsed}
              onCollapsedChange={setCollapsed}
              onLogout={onLogout}
            />
          </Suspense>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-2 border-b border-border bg-background/95 px-4 py-3 backdrop-blur">
            <div className="flex min-w-0 items-center gap-2">
              {restaurantName === null ? (
                name
              ) : (
                <p className="m-0 truncate text-base font-semibold">{restaurantName}</p>
              )}
              {isDemo ? <DemoBadge /> : null}
            </div>
            <ShellCounters {...counters} />
            <LiveIndicator state={liveState} />
          </header>
          <main className={desktop ? "flex-1 p-6" : "flex-1 p-4 pb-40"}>{children}</main>
        </div>
      </div>
      {desktop ? null : (
        <Suspense fallback={null}>
          <LazyBottomNavPanel
            isSubuser={isSubuser}
            activeKey={activeKey}
            badges={badges}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
