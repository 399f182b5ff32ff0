import { commonTexts } from "@tischservice/core/texts";
import type { ReactNode, RefObject } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.tsx";

export interface ConfirmDialogProps {
  /** The question in the product's exact words, e.g. "Möchten Sie diese Reservierung wirklich stornieren?". */
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to "Bestätigen"; use the action's verb, e.g. "Stornieren" or "Löschen". */
  confirmLabel?: ReactNode;
  /** Defaults to "Abbrechen". */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for deleting and cancelling. */
  destructive?: boolean;
  /** The element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Controlled use without `trigger`: where the focus returns when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** `window.confirm` as an accessible dialog, in one line. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = commonTexts.confirm,
  cancelLabel = commonTexts.cancel,
  onConfirm,
  destructive = false,
  trigger,
  open,
  onOpenChange,
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <AlertDialog {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-slot="confirm-dialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? "destructive" : "default"} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
