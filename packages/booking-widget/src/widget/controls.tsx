import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

/**
 * The widget's buttons in the look of ui's Button (default and outline variants), without its variant
 * library and spinner: together with ui's TimeSlotGrid they would add about 2.5 kB gzip to widget.js.
 */
export function Btn({
  outline = false,
  busy = false,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { outline?: boolean; busy?: boolean }) {
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
