import { commonTexts, type GuestDataExport, guestPrivacyTexts } from "@tischservice/core";
import { Banner, Button, FormField, PasswordInput } from "@tischservice/ui";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { FormDialog } from "../../../lib/form-dialog/form-dialog.tsx";
import { GuestDataSection } from "../../shared/guest-data-export/guest-data-section.tsx";
import { GuestExportLink } from "../../shared/guest-data-export/guest-export-link.tsx";

export interface CustomerAccountDataProps {
  /** Everything the platform holds about the customer. */
  onFetch: () => Promise<GuestDataExport>;
  /** Deletes the account with its data; rejects with the server's refusal (e.g. a wrong password). */
  onDelete: (password: string) => Promise<void>;
}

/** "Ihr Konto und Ihre Daten" in the customer view: the export (Art. 15 DSGVO) and deleting the account (Art. 17). */
export function CustomerAccountData({ onFetch, onDelete }: CustomerAccountDataProps) {
  const [data, setData] = useState<GuestDataExport | null>(null);
  const [fetching, setFetching] = useState(false);
  const [fetchFailed, setFetchFailed] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const fetchData = async () => {
    setFetching(true);
    setFetchFailed(null);
    try {
      setData(await onFetch());
    } catch (error) {
      setFetchFailed(serverMessageOr(error, commonTexts.genericError));
    } finally {
      setFetching(false);
    }
  };

  const submitDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(password);
    } catch (error) {
      setDeleteError(serverMessageOr(error, commonTexts.genericError));
      setDeleting(false);
    }
  };

  return (
    <GuestDataSection
      id="customer-account-data"
      heading={guestPrivacyTexts.accountHeading}
      className="mt-8 pt-6"
    >
      <p className="m-0 text-sm text-muted-foreground">{guestPrivacyTexts.accountHint}</p>
      {fetchFailed ? <Banner tone="error">{fetchFailed}</Banner> : null}
      <div className="flex flex-wrap gap-2">
        {data ? (
          <GuestExportLink data={data} />
        ) : (
          <Button
            variant="outline"
            loading={fetching}
            loadingText={guestPrivacyTexts.accountFetching}
            onClick={() => void fetchData()}
          >
            <Download aria-hidden="true" />
            {guestPrivacyTexts.accountFetch}
          </Button>
        )}
        <Button variant="ghost-destructive" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden="true" />
          {guestPrivacyTexts.accountDelete}
        </Button>
      </div>
      <FormDialog
        open={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          if (!open) {
            setPassword("");
            setDeleteError(null);
          }
        }}
        title={guestPrivacyTexts.accountDeleteTitle}
        description={guestPrivacyTexts.accountDeleteText}
        onSubmit={(event) => void submitDelete(event)}
        footer={{
          error: deleteError,
          cancelLabel: guestPrivacyTexts.eraseCancel,
          cancelDisabled: deleting,
          submitLabel: guestPrivacyTexts.accountDelete,
          submitting: deleting,
          submittingLabel: guestPrivacyTexts.accountDeleting,
          submitDisabled: password === "",
        }}
      >
        <FormField label={guestPrivacyTexts.accountDeletePassword} required>
          <PasswordInput
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      </FormDialog>
    </GuestDataSection>
  );
}
