import type { Meta, StoryObj } from "@storybook/react-vite";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@tischservice/ui";
import { expect, fn, within } from "storybook/test";
import { FormDialogFooter } from "./form-dialog-footer.tsx";

const meta = {
  component: FormDialogFooter,
  args: {
    cancelLabel: "Abbrechen",
    onCancel: fn(),
    submitLabel: "Speichern",
    submitting: false,
    submittingLabel: "Wird gespeichert...",
    error: null,
  },
  render: (args) => (
    <Dialog open>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sonderöffnungszeit</DialogTitle>
          <DialogDescription>Das Ende des Formulars eines Dialogs.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => event.preventDefault()} className="grid gap-4">
          <FormDialogFooter {...args} />
        </form>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof FormDialogFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { submitting: true } };
export const Disabled: Story = { args: { submitDisabled: true } };
export const WithError: Story = {
  args: { error: "Fehler beim Speichern: Bitte versuchen Sie es erneut." },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByRole("alert")).toHaveTextContent(/Fehler beim Speichern/);
  },
};
