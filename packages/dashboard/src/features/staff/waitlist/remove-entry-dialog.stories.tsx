import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { waitlistEntryRecord } from "../../../test/waitlist-fixtures.ts";
import { WaitlistDialogs } from "./waitlist-dialogs.tsx";

const meta = {
  component: WaitlistDialogs,
  args: {
    kind: "remove",
    entry: waitlistEntryRecord({ _id: "w-1", customerName: "Familie Roth" }),
    onRemove: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WaitlistDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question before an entry leaves the waitlist; "Entfernen" removes it. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(
      await within(document.body).findByRole("alertdialog", {
        name: "Eintrag von der Warteliste entfernen?",
      }),
    );
    await expect(dialog.getByText(/Familie Roth wird von der Warteliste entfernt/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Entfernen" }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: "w-1" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** "Abbrechen" removes nothing. */
export const Cancelled: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Abbrechen" }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalled();
  },
};
