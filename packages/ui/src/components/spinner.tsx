import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cx as cn } from "../lib/cx.ts";
import { uiTexts } from "../lib/texts.ts";

export const spinnerVariants = cva("inline-block shrink-0 animate-spin motion-reduce:animate-none", {
  variants: {
    size: { sm: "size-4", default: "size-5", lg: "size-8" },
  },
  defaultVariants: { size: "default" },
});

export interface SpinnerProps
  extends Omit<ComponentProps<"span">, "children">,
    VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers; `null` makes the spinner decorative (e.g. inside a labelled button). */
  label?: string | null;
}

/** A turning ring. With a label it is a polite status message, without one it is hidden from screen readers. */
export function Spinner({ label = uiTexts.loading, size, className, ...props }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : "status"}
      aria-hidden={decorative ? true : undefined}
      className={cn("inline-flex items-center gap-2", className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={spinnerVariants({ size })}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
