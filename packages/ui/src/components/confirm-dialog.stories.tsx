import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const meta = {
  title: "Primitives/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    title: "Möchten Sie diese Reservierung wirklich stornieren?",
    confirmLabel: "Stornieren",
    cancelLabel: "Abbrechen",
    destructive: true,
    onConfirm: fn(),
    trigger: <Button variant="outline">Stornieren</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const ConfirmWithKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("alertdialog", { name: "Möchten Sie diese Reservierung wirklich stornieren?" });
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Stornieren", hidden: false })).toBeInTheDocument(),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};
