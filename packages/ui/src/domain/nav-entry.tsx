import { Slot } from "radix-ui";
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import type { NavItem } from "./nav-item.ts";

export interface NavEntryProps extends HTMLAttributes<HTMLElement> {
  item: NavItem;
  active: boolean;
  /** Called when the entry navigates this page: every click of a button, a plain left click of a link. */
  onNavigate?: ((key: string) => void) | undefined;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A click that opens the link in this tab (not a new tab or window, not a download). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One navigation entry as a button, a plain `<a href>` (`item.href`) or the app's own link element
 * (`item.link`, merged through Radix Slot). Active entries are `aria-current="page"`.
 */
export function NavEntry({ item, active, onNavigate, onClick, ref, children, ...props }: NavEntryProps) {
  const isLink = Boolean(item.link ?? item.href);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    // A middle or modified click opens a new tab: this page, and an open sheet, stay as they are.
    if (isLink && !isPlainClick(event)) return;
    onNavigate?.(item.key);
  };
  const shared = {
    ...props,
    "data-slot": "nav-entry",
    "aria-current": active ? ("page" as const) : undefined,
    onClick: handleClick,
  };
  if (item.link) {
    return (
      <Slot.Root {...shared} ref={ref}>
        <Slot.Slottable>{item.link}</Slot.Slottable>
        {children}
      </Slot.Root>
    );
  }
  if (item.href) {
    return (
      <a {...shared} ref={ref as Ref<HTMLAnchorElement>} href={item.href}>
        {children}
      </a>
    );
  }
  return (
    <button {...shared} ref={ref as Ref<HTMLButtonElement>} type="button">
      {children}
    </button>
  );
}
