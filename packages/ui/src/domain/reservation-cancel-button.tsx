import { calendarTexts, commonTexts, reservationsTexts } from "@tischservice/core/texts";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "../components/button.tsx";

const loadConfirmDialog = () => import("../components/confirm-dialog.tsx");
// The dialog (and its focus trap and scroll lock) loads with the first "Stornieren", not with every list.
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

export interface ReservationCancelButtonProps {
  onCancel: () => void;
  disabled?: boolean;
}

/**
 * "Stornieren", then the question "Möchten Sie diese Reservierung wirklich stornieren?"; the focus returns to
 * the button when it closes.
 */
export function ReservationCancelButton({ onCancel, disabled = false }: ReservationCancelButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const preload = () => void loadConfirmDialog();
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="ghost-destructive"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {reservationsTexts.cancel}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={calendarTexts.cancelConfirm}
            confirmLabel={calendarTexts.cancelReservation}
            cancelLabel={commonTexts.cancel}
            destructive
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            onConfirm={onCancel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
