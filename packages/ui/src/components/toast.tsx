import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { uiTexts } from "../lib/texts.ts";

function ToastProvider({
  label = uiTexts.notifications,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider data-slot="toast-provider" swipeDirection="right" label={label} {...props} />
  );
}

/** Where toasts appear: bottom right on desktop, bottom on phones. F8 moves focus there. */
function ToastViewport({
  className,
  label = `${uiTexts.notifications} ({hotkey})`,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={label}
      className={cn(
        "fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-dvh list-none flex-col-reverse gap-2 p-4 outline-none sm:inset-x-auto sm:end-0 sm:w-96",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      tone: {
        info: "border-border bg-popover text-popover-foreground",
        success: "border-success/40 bg-success-soft text-success-strong",
        validation: "border-warning/40 bg-warning-soft text-warning-strong",
        error: "border-destructive/40 bg-destructive-soft text-destructive-strong",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

export interface ToastProps
  extends ComponentProps<typeof ToastPrimitive.Root>,
    VariantProps<typeof toastVariants> {}

function Toast({ className, tone, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      type={tone === "error" ? "foreground" : "background"}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    />
  );
}

function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm", className)}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "focus-ring inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-current/10",
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={uiTexts.close}
      className={cn(
        "focus-ring absolute end-2 top-2 flex size-7 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport };
