import type { FormEvent, ReactNode } from "react";
import { FormDialogFooter, type FormDialogFooterProps } from "./form-dialog-footer.tsx";
import { TitledDialog, type TitledDialogProps } from "./titled-dialog.tsx";

export interface FormDialogProps extends Omit<TitledDialogProps, "children"> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The footer's error, labels and state; Abbrechen closes the dialog. */
  footer: Omit<FormDialogFooterProps, "onCancel">;
  /** The form's fields. */
  children: ReactNode;
}

/** A titled dialog holding one form: its fields, then the error and Abbrechen / submit footer. */
export function FormDialog({ onSubmit, footer, children, ...dialog }: FormDialogProps) {
  return (
    <TitledDialog {...dialog}>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {children}
        <FormDialogFooter {...footer} onCancel={() => dialog.onOpenChange(false)} />
      </form>
    </TitledDialog>
  );
}
