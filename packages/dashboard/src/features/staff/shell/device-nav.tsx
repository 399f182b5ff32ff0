import { lazy } from "react";

const loadSideNav = () => import("./side-nav-panel.tsx");
const loadBottomNav = () => import("./bottom-nav-panel.tsx");

/** The navigation of the device in hand, each in its own chunk: phones never load the sidebar, desktops never the bottom bar. */
export const LazySideNavPanel = lazy(() => loadSideNav().then((m) => ({ default: m.SideNavPanel })));
export const LazyBottomNavPanel = lazy(() => loadBottomNav().then((m) => ({ default: m.BottomNavPanel })));

/**
 * Starts loading the navigation for the screen as soon as the shell's code runs, in parallel with the
 * session check and the page's data, so it is there when the frame first paints.
 */
export function preloadDeviceNav(desktop: boolean): void {
  void (desktop ? loadSideNav() : loadBottomNav()).catch(() => {
    // A failed preload is retried by React.lazy when the shell renders.
  });
}
