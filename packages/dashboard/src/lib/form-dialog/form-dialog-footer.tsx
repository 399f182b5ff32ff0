import { Button, DialogFooter } from "@tischservice/ui";

export interface FormDialogFooterProps {
  /** The refusal of the last attempt, announced as an alert above the buttons. */
  error?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** While saving: the submit button shows `submittingLabel` and is busy. */
  submitting: boolean;
  submittingLabel?: string;
  /** The form is not complete yet. */
  submitDisabled?: boolean;
}

/** The end of a dialog's form: the error alert, then Abbrechen and the submit button. */
export function FormDialogFooter({
  error,
  cancelLabel,
  onCancel,
  submitLabel,
  submitting,
  submittingLabel,
  submitDisabled,
}: FormDialogFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={submitDisabled} loading={submitting} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
