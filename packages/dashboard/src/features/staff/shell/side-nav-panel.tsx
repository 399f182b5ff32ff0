import { shellTexts } from "@tischservice/core";
import { Button, SideNav, TooltipProvider } from "@tischservice/ui";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { sideNavItems, type TabKey } from "./nav-config.tsx";

export interface SideNavPanelProps {
  /** The name, or its placeholder while the restaurant loads. */
  restaurantName: ReactNode;
  isSubuser: boolean;
  activeKey: TabKey | null;
  badges: { reservations: number; orders: number };
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onLogout: () => void;
}

/**
 * The desktop sidebar (router links) with "Ausloggen" at its foot. Its own chunk: the collapsed sidebar's tooltips
 * (Radix tooltip, floating-ui) are never loaded on phones.
 */
export function SideNavPanel({
  restaurantName,
  isSubuser,
  activeKey,
  badges,
  collapsed,
  onCollapsedChange,
  onLogout,
}: SideNavPanelProps) {
  return (
    <TooltipProvider>
      <SideNav
        className="sticky top-0 h-dvh shrink-0"
        items={sideNavItems(isSubuser, badges)}
        activeKey={activeKey ?? undefined}
        collapsed={collapsed}
        onCollapsedChange={onCollapsedChange}
        header={restaurantName}
        footer={
          <Button
            variant="ghost"
            fullWidth
            align={collapsed ? "center" : "start"}
            className="text-destructive-strong"
            onClick={onLogout}
            aria-label={collapsed ? shellTexts.logout : undefined}
          >
            <LogOut aria-hidden="true" />
            {collapsed ? null : shellTexts.logout}
          </Button>
        }
      />
    </TooltipProvider>
  );
}
