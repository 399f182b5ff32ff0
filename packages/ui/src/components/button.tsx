import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { cx as cn } from "../lib/cx.ts";
import { Spinner } from "./spinner.tsx";

export const buttonVariants = cva(
  "focus-ring inline-flex shrink-0 cursor-pointer items-center gap-2 font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/85",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
        outline: "border border-input bg-card text-foreground hover:bg-accent",
        ghost: "text-foreground hover:bg-accent",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        /** Quiet destructive action: red text, e.g. "Stornieren" beside "Bestätigen". */
        "ghost-destructive": "text-destructive-strong hover:bg-destructive-soft",
        link: "text-primary-strong underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm [&_svg]:size-4",
        default: "h-10 px-4 text-sm [&_svg]:size-4",
        lg: "h-12 px-6 text-base [&_svg]:size-5",
        icon: "size-10 [&_svg]:size-5",
        "icon-sm": "size-8 [&_svg]:size-4",
      },
      shape: { default: "rounded-md", round: "rounded-full" },
      fullWidth: { true: "w-full", false: "" },
      align: { center: "justify-center", start: "justify-start" },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
      shape: "default",
      fullWidth: false,
      align: "center",
    },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Shows a spinner, marks the button busy and ignores clicks while keeping it focusable. */
  loading?: boolean;
  /** Label while loading, e.g. "Wird gesendet..." (demo form) or "Anmeldung..." (login); else the children. */
  loadingText?: ReactNode;
}

/** The one button of the design system: a native `<button>` with the brand's variants and sizes. */
export function Button({
  className,
  variant,
  size,
  shape,
  fullWidth,
  align,
  type = "button",
  loading = false,
  loadingText,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      data-slot="button"
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      className={cn(buttonVariants({ variant, size, shape, fullWidth, align }), className)}
      onClick={handleClick}
      {...props}
    >
      {loading ? (
        <>
          <Spinner label={null} size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
