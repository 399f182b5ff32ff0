import type { Meta, StoryObj } from "@storybook/react-vite";
import { subUserSchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { SubUserPasswordDialog } from "./sub-user-password-dialog.tsx";

const meta = {
  component: SubUserPasswordDialog,
  args: {
    subUser: subUserSchema.parse({ _id: "s-1", name: "anna", email: "anna@trattoriademo" }),
    onOpenChange: fn(),
    saving: false,
    error: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SubUserPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await expect(dialog.getByText(/^Neues Passwort für anna@trattoriademo\./)).toBeInTheDocument();
  },
};

/** Core's rules: too short, then a different confirmation; nothing is sent. */
export const RulesBroken: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^Neues Passwort\b(?! bestätigen)/), "123");
    await userEvent.click(dialog.getByRole("button", { name: "Passwort speichern" }));
    await expect(dialog.getByText("Passwort muss mindestens 6 Zeichen lang sein")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { saving: true } };
export const ServerRefused: Story = { args: { error: "Das Passwort konnte nicht zurückgesetzt werden." } };
