import { commonTexts } from "@tischservice/core";
import { Button, Dialog, DialogContent } from "@tischservice/ui";
import { Fragment, type ReactNode } from "react";

export interface RequestDialogProps<T extends { _id: string }> {
  /** The request the dialog is about; null closes it. */
  request: T | null;
  onOpenChange: (open: boolean) => void;
  /** The form for the request; `onCancel` closes the dialog. */
  children: (request: T, onCancel: () => void) => ReactNode;
}

/**
 * A staff dialog on one guest's request (an enquiry to accept or decline, a party to offer a table to). The
 * form is keyed by the request, so that another request starts with a fresh form.
 */
export function RequestDialog<T extends { _id: string }>({
  request,
  onOpenChange,
  children,
}: RequestDialogProps<T>) {
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {request ? (
          <Fragment key={request._id}>{children(request, () => onOpenChange(false))}</Fragment>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export interface RequestFormButtonsProps {
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  submitVariant?: "destructive";
  /** The submit cannot be sent yet (the tables are not read). */
  submitDisabled?: boolean;
}

/** "Abbrechen" and the form's submit, busy while it is saved. */
export function RequestFormButtons({
  saving,
  onCancel,
  submitLabel,
  submitVariant,
  submitDisabled = false,
}: RequestFormButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {commonTexts.cancel}
      </Button>
      <Button
        type="submit"
        {...(submitVariant ? { variant: submitVariant } : {})}
        loading={saving}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
