import { BottomNav } from "@tischservice/ui";
import { FloatingMapButton } from "./floating-map-button.tsx";
import { bottomNavItems, moreSheetItems, type TabKey } from "./nav-config.tsx";

export interface BottomNavPanelProps {
  isSubuser: boolean;
  activeKey: TabKey | null;
  badges: { reservations: number; orders: number };
  onLogout: () => void;
}

/**
 * The phone's bottom bar with the "Mehr" sheet and the floating map button (not on the floor plan itself,
 * where it would only cover the plan), all router links (the sheet closes when one navigates). Its own
 * chunk (desktops never load it).
 */
export function BottomNavPanel({ isSubuser, activeKey, badges, onLogout }: BottomNavPanelProps) {
  return (
    <>
      {activeKey === "floorplan" ? null : <FloatingMapButton />}
      <BottomNav
        className="fixed inset-x-0 bottom-0 z-40"
        items={bottomNavItems(badges)}
        moreItems={moreSheetItems(isSubuser)}
        activeKey={activeKey ?? undefined}
        onLogout={onLogout}
      />
    </>
  );
}
