import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@tischservice/ui";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FormDialogFooter, type FormDialogFooterProps } from "./form-dialog-footer.tsx";

function renderFooter(props: Partial<FormDialogFooterProps> = {}) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <Dialog open>
      <DialogContent>
        <DialogTitle>Titel</DialogTitle>
        <DialogDescription>Beschreibung</DialogDescription>
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <FormDialogFooter
            cancelLabel="Abbrechen"
            onCancel={onCancel}
            submitLabel="Speichern"
            submitting={false}
            submittingLabel="Wird gespeichert..."
            {...props}
          />
        </form>
      </DialogContent>
    </Dialog>,
  );
  return { onCancel, onSubmit };
}

describe("FormDialogFooter", () => {
  it("given a click on each button, cancels or submits the form", async () => {
    const { onCancel, onSubmit } = renderFooter();
    await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
    await page.getByRole("button", { name: "Abbrechen" }).click();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await page.getByRole("button", { name: "Speichern" }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("given an error, announces it as an alert", async () => {
    renderFooter({ error: "Der Server hat abgelehnt." });
    await expect.element(page.getByRole("alert")).toHaveTextContent("Der Server hat abgelehnt.");
  });

  it("given saving, shows the busy label; given an incomplete form, disables submit", async () => {
    renderFooter({ submitting: true, submitDisabled: true });
    const submit = page.getByRole("button", { name: "Wird gespeichert..." });
    await expect.element(submit).toBeDisabled();
  });

  it("given the banner style and a disabled cancel, shows the error in a banner and keeps Abbrechen off", async () => {
    const { onCancel } = renderFooter({
      error: "Fehler beim Erstellen.",
      errorStyle: "banner",
      cancelDisabled: true,
    });
    await expect.element(page.getByRole("alert")).toHaveTextContent("Fehler beim Erstellen.");
    await expect.element(page.getByRole("alert")).toHaveAttribute("data-slot", "banner");
    await expect.element(page.getByRole("button", { name: "Abbrechen" })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
