import type { Meta, StoryObj } from "@storybook/react-vite";
import { userSchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { UserActions } from "./user-actions.tsx";

const user = userSchema.parse({ _id: "u-2", name: "Giulia Rossi", email: "inhaber@trattoria.example" });

const meta = {
  component: UserActions,
  args: { user, busy: false, onSetDeactivated: fn(), onDelete: fn() },
} satisfies Meta<typeof UserActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Deactivated: Story = { args: { user: { ...user, deactivated: true } } };
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Löschen" })).toBeDisabled();
  },
};

/** "Löschen" asks first; "Abbrechen" changes nothing. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.getByRole("button", { name: "Löschen" }).click();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Benutzer löschen?",
    });
    await within(dialog).getByRole("button", { name: "Abbrechen" }).click();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
