import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

export interface PlainButtonProps extends ComponentProps<"button"> {
  /** The outline look (ui's Button `variant="outline"`); otherwise the filled primary button. */
  outline?: boolean;
  /** Marks the button busy: it stays focusable but reads as unavailable (`aria-disabled`). */
  busy?: boolean;
}

/**
 * A native button in the look of ui's Button (default and outline variants), without its variant library
 * and spinner: together with TimeSlotGrid they would add about 2.5 kB gzip to widget.js.
 */
export function PlainButton({
  outline = false,
  busy = false,
  className,
  type = "button",
  ...props
}: PlainButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cx(
        "focus-ring inline-flex h-10 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-medium fade-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-70",
        outline
          ? "border border-input bg-card hover:bg-accent"
          : "bg-primary text-primary-foreground lift-xs hover:bg-primary/85",
        className,
      )}
      {...props}
    />
  );
}
