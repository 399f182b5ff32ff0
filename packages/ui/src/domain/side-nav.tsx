import { shellTexts } from "@tischservice/core/texts";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../components/tooltip.tsx";
import { cn } from "../lib/cn.ts";
import { useControllableState } from "../lib/use-controllable-state.ts";
import { NavEntry } from "./nav-entry.tsx";
import type { NavItem } from "./nav-item.ts";

export interface SideNavProps extends Omit<ComponentProps<"nav">, "children"> {
  items: readonly NavItem[];
  activeKey?: string;
  onNavigate?: (key: string) => void;
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Brand or restaurant name at the top. */
  header?: ReactNode;
  footer?: ReactNode;
}

/**
 * The desktop sidebar: 280 px, collapsible to 80 px (icons with tooltips). The active entry is aria-current.
 * Entries are buttons, plain links (`href`) or the app's router links (`link`, see `NavItem`).
 */
export function SideNav({
  items,
  activeKey,
  onNavigate,
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  header,
  footer,
  className,
  "aria-label": ariaLabel = shellTexts.mainNavigation,
  ...props
}: SideNavProps) {
  const [isCollapsed, setCollapsed] = useControllableState(collapsed, defaultCollapsed, onCollapsedChange);
  return (
    <nav
      data-slot="side-nav"
      data-collapsed={isCollapsed || undefined}
      aria-label={ariaLabel}
      className={cn(
        "flex h-full flex-col gap-2 border-e border-border bg-card p-3 text-card-foreground transition-[width] duration-200",
        isCollapsed ? "w-sidebar-collapsed" : "w-sidebar",
        className,
      )}
      {...props}
    >
      <div
        className={cn("flex min-h-10 items-center gap-2", isCollapsed ? "justify-center" : "justify-between")}
      >
        {isCollapsed ? null : <div className="min-w-0 truncate px-2 font-semibold">{header}</div>}
        <button
          type="button"
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? shellTexts.expandSidebar : shellTexts.collapseSidebar}
          onClick={() => setCollapsed(!isCollapsed)}
          className="focus-ring flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          {isCollapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <ul className="m-0 grid list-none gap-1 p-0">
        {items.map((item) => {
          const active = item.key === activeKey;
          const itemClass = cn(
            "focus-ring relative flex h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&>svg]:size-5 [&>svg]:shrink-0",
            active
              ? "bg-primary-soft text-foreground"
              : "text-muted-foreground hover:bg-accent hover:text-foreground",
            isCollapsed && "justify-center px-0",
          );
          const inner = (
            <>
              <span aria-hidden="true" className={cn("[&_svg]:size-5", active && "text-primary-strong")}>
                {item.icon}
              </span>
              <span className={cn("flex-1 truncate text-start", isCollapsed && "sr-only")}>{item.label}</span>
              {item.badge ? (
                <span
                  className={cn(
                    "rounded-full bg-status-pending-soft px-2 text-xs font-semibold text-status-pending-strong tabular-nums",
                    isCollapsed && "absolute end-1 top-1 px-1.5",
                  )}
                >
                  {item.badge}
                </span>
              ) : null}
            </>
          );
          const control = (
            <NavEntry item={item} active={active} onNavigate={onNavigate} className={itemClass}>
              {inner}
            </NavEntry>
          );
          return (
            <li key={item.key}>
              {isCollapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{control}</TooltipTrigger>
                  <TooltipContent side="right">{item.label}</TooltipContent>
                </Tooltip>
              ) : (
                control
              )}
            </li>
          );
        })}
      </ul>
      {footer ? <div className="mt-auto">{footer}</div> : null}
    </nav>
  );
}
