import { shellTexts } from "@tischservice/core/texts";
import { Ellipsis, LogOut } from "lucide-react";
import { type ComponentProps, useState } from "react";
import {
  BottomSheet,
  BottomSheetContent,
  BottomSheetHeader,
  BottomSheetTitle,
  BottomSheetTrigger,
} from "../components/bottom-sheet.tsx";
import { Button, buttonVariants } from "../components/button.tsx";
import { cn } from "../lib/cn.ts";
import { NavEntry } from "./nav-entry.tsx";
import type { NavItem } from "./nav-item.ts";

export interface BottomNavProps extends Omit<ComponentProps<"nav">, "children"> {
  /** The bar's entries (required: home, orders, calendar, reservations). */
  items: readonly NavItem[];
  /** The "Mehr" sheet's entries (floorplan, menu, and for owners statistics and settings). */
  moreItems: readonly NavItem[];
  activeKey?: string;
  onNavigate?: (key: string) => void;
  /** Shows "Ausloggen" at the end of the sheet. */
  onLogout?: () => void;
}

const barItem =
  "focus-ring relative flex min-h-14 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 text-xs font-medium [&_svg]:size-5";

/**
 * The phone and tablet bar (1024 px and narrower) with the "Mehr" sheet ("Weitere Optionen"). Entries are
 * buttons, plain links (`href`) or the app's router links (`link`, see `NavItem`); the sheet closes when one
 * of its entries navigates this page.
 */
export function BottomNav({
  items,
  moreItems,
  activeKey,
  onNavigate,
  onLogout,
  className,
  "aria-label": ariaLabel = shellTexts.mainNavigation,
  ...props
}: BottomNavProps) {
  const [open, setOpen] = useState(false);
  const moreActive = moreItems.some((item) => item.key === activeKey);
  const go = (key: string) => {
    setOpen(false);
    onNavigate?.(key);
  };
  return (
    <nav
      data-slot="bottom-nav"
      aria-label={ariaLabel}
      className={cn(
        "flex items-stretch gap-1 border-t border-border bg-card px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] text-card-foreground shadow-sheet",
        className,
      )}
      {...props}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <NavEntry
            key={item.key}
            item={item}
            active={active}
            onNavigate={go}
            className={cn(
              barItem,
              active ? "text-primary-strong" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <span aria-hidden="true">{item.icon}</span>
            <span className="max-w-full truncate">{item.label}</span>
            {item.badge ? (
              <span className="absolute top-1 left-1/2 ms-2 rounded-full bg-warning px-1.5 text-[0.625rem] leading-4 font-semibold text-warning-foreground tabular-nums">
                {item.badge}
              </span>
            ) : null}
          </NavEntry>
        );
      })}
      <BottomSheet open={open} onOpenChange={setOpen}>
        <BottomSheetTrigger
          className={cn(
            barItem,
            moreActive ? "text-primary-strong" : "text-muted-foreground hover:text-foreground",
          )}
        >
          <Ellipsis aria-hidden="true" />
          {shellTexts.more}
        </BottomSheetTrigger>
        <BottomSheetContent aria-describedby={undefined}>
          <BottomSheetHeader>
            <BottomSheetTitle>{shellTexts.moreSheetTitle}</BottomSheetTitle>
          </BottomSheetHeader>
          <ul className="m-0 grid list-none gap-1 p-0 pb-2">
            {moreItems.map((item) => (
              <li key={item.key}>
                <NavEntry
                  item={item}
                  active={item.key === activeKey}
                  onNavigate={go}
                  className={cn(
                    buttonVariants({ variant: "ghost", size: "lg", fullWidth: true, align: "start" }),
                    "aria-[current=page]:bg-primary-soft",
                  )}
                >
                  <span aria-hidden="true">{item.icon}</span>
                  <span className="flex-1 truncate text-start">{item.label}</span>
                  {item.badge ? (
                    <span className="rounded-full bg-status-pending-soft px-2 text-xs font-semibold text-status-pending-strong tabular-nums">
                      {item.badge}
                    </span>
                  ) : null}
                </NavEntry>
              </li>
            ))}
            {onLogout ? (
              <li className="mt-2 border-t border-border pt-2">
                <Button
                  variant="ghost"
                  fullWidth
                  className="h-12 justify-start text-base text-destructive-strong"
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {shellTexts.logout}
                </Button>
              </li>
            ) : null}
          </ul>
        </BottomSheetContent>
      </BottomSheet>
    </nav>
  );
}
