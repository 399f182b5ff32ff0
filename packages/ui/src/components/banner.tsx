import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cx as cn } from "../lib/cx.ts";
import { uiTexts } from "../lib/texts.ts";

export const bannerVariants = cva(
  "relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      tone: {
        success: "border-success/40 bg-success-soft text-success-strong",
        error: "border-destructive/40 bg-destructive-soft text-destructive-strong",
        warning: "border-warning/40 bg-warning-soft text-warning-strong",
        info: "border-info-strong/30 bg-info-soft text-info-strong",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

export interface BannerProps
  extends Omit<ComponentProps<"div">, "title">,
    VariantProps<typeof bannerVariants> {
  title?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A message above or below a form (success or error after sending). Errors are announced at once
 * (`role="alert"`), everything else politely (`role="status"`).
 */
export function Banner({
  tone,
  title,
  children,
  onDismiss,
  dismissLabel = uiTexts.close,
  className,
  ...props
}: BannerProps) {
  const resolved = tone ?? "info";
  const Icon = icons[resolved];
  return (
    <div
      data-slot="banner"
      data-tone={resolved}
      role={resolved === "error" ? "alert" : "status"}
      className={cn(bannerVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="grid flex-1 gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="focus-ring -me-1 -mt-0.5 flex size-6 cursor-pointer items-center justify-center rounded-sm opacity-80 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
