import {
  type Enquiry,
  enquiryTexts,
  formatLongDate,
  schemaLimits,
  enquiryInboxTexts as texts,
} from "@tischservice/core";
import { Banner, DialogDescription, DialogHeader, DialogTitle, FormField, Textarea } from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { RequestDialog, RequestFormButtons } from "../table-requests/request-dialog.tsx";

export interface DeclineEnquiryDialogProps {
  /** The enquiry to decline; null closes the dialog. */
  enquiry: Enquiry | null;
  saving: boolean;
  /** The server's refusal (German), shown in the dialog; the message stays. */
  error: string | null;
  onSubmit: (message: string) => void;
  onOpenChange: (open: boolean) => void;
}

/** "Ablehnen": a message to the guest is required (the guest gets it by mail). */
export function DeclineEnquiryDialog({ enquiry, onOpenChange, ...rest }: DeclineEnquiryDialogProps) {
  return (
    <RequestDialog request={enquiry} onOpenChange={onOpenChange}>
      {(shown, onCancel) => <DeclineForm enquiry={shown} onCancel={onCancel} {...rest} />}
    </RequestDialog>
  );
}

function DeclineForm({
  enquiry,
  saving,
  error,
  onSubmit,
  onCancel,
}: Omit<DeclineEnquiryDialogProps, "enquiry" | "onOpenChange"> & { enquiry: Enquiry; onCancel: () => void }) {
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const missing = message.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing || saving) return;
    onSubmit(message.trim());
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{texts.declineTitle}</DialogTitle>
        <DialogDescription>
          {texts.declineDescription(
            enquiry.customerName,
            enquiry.numberOfGuests,
            formatLongDate(enquiry.reservationDate),
          )}
        </DialogDescription>
      </DialogHeader>
      <FormField
        label={texts.declineMessageLabel}
        hint={texts.declineMessageHint}
        error={touched && missing ? enquiryTexts.declineMessageRequired : undefined}
        required
      >
        <Textarea
          value={message}
          maxLength={schemaLimits.text}
          disabled={saving}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </FormField>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <RequestFormButtons
        saving={saving}
        onCancel={onCancel}
        submitLabel={texts.declineSubmit}
        submitVariant="destructive"
      />
    </form>
  );
}
