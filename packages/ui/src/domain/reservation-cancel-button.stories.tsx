import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ReservationCancelButton } from "./reservation-cancel-button.tsx";

const question = "Möchten Sie diese Reservierung wirklich stornieren?";

const meta = {
  title: "Domain/ReservationCancelButton",
  component: ReservationCancelButton,
  args: { onCancel: fn() },
} satisfies Meta<typeof ReservationCancelButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Stornieren" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};
/** The confirm question first; only its "Stornieren" cancels. */
export const ConfirmCancels: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Stornieren" }));
    // The dialog's code loads with the first click: allow a busy machine its time.
    const dialog = await screen.findByRole("alertdialog", { name: question }, { timeout: 10_000 });
    // Outside the open dialog everything is hidden from screen readers, the button too.
    await expect(canvas.getByRole("button", { name: "Stornieren", hidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Stornieren" }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};
/** "Abbrechen" keeps the reservation, and the focus goes back to the button. */
export const KeepReservation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Stornieren" }));
    const dialog = await screen.findByRole("alertdialog", { name: question }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Stornieren" })).toHaveFocus());
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Stornieren" })).toBeDisabled();
  },
};
export const Dark: Story = { globals: { theme: "dark" } };
