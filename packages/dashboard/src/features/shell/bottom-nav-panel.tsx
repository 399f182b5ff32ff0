import { BottomNav } from "@tischservice/ui";
import { FloatingMapButton } from "./floating-map-button.tsx";
import { bottomNavItems, moreSheetItems, type TabKey } from "./nav-config.tsx";

export interface BottomNavPanelProps {
  isSubuser: boolean;
  activeKey: TabKey | null;
  badges: { reservations: number; orders: number };
  onNavigate: (key: string) => void;
  onLogout: () => void;
}

/** The phone's bottom bar with the "Mehr" sheet and the floating map button. Its own chunk (desktops never load it). */
export function BottomNavPanel({ isSubuser, activeKey, badges, onNavigate, onLogout }: BottomNavPanelProps) {
  return (
    <>
      <FloatingMapButton onClick={() => onNavigate("floorplan")} />
      <BottomNav
        className="fixed inset-x-0 bottom-0 z-40"
        items={bottomNavItems(badges)}
        moreItems={moreSheetItems(isSubuser)}
        activeKey={activeKey ?? undefined}
        onNavigate={onNavigate}
        onLogout={onLogout}
      />
    </>
  );
}
