import { commonTexts } from "@tischservice/core";
import { Banner, Button, DialogFooter } from "@tischservice/ui";

export interface FormDialogFooterProps {
  /** The refusal of the last attempt, announced as an alert above the buttons. */
  error?: string | null;
  /** `banner`: the error in an error Banner; `text` (default): a line of red text. */
  errorStyle?: "text" | "banner";
  /** "Abbrechen" unless the dialog words it otherwise. */
  cancelLabel?: string;
  /** Abbrechen cannot be used (e.g. while a create call runs). */
  cancelDisabled?: boolean;
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
  errorStyle = "text",
  cancelLabel = commonTexts.cancel,
  cancelDisabled,
  onCancel,
  submitLabel,
  submitting,
  submittingLabel,
  submitDisabled,
}: FormDialogFooterProps) {
  return (
    <>
      {error && errorStyle === "banner" ? <Banner tone="error">{error}</Banner> : null}
      {error && errorStyle === "text" ? (
        <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={cancelDisabled} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={submitDisabled} loading={submitting} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
