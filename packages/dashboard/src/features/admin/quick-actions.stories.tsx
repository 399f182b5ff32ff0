import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { QuickActions } from "./quick-actions.tsx";

const meta = {
  component: QuickActions,
  args: {
    onBackup: fn(),
    onShowLogs: fn(),
    backupRunning: false,
    demoData: null,
    onDeleteDemoData: fn(),
    demoDeleteRunning: false,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No demo data: no "Alle Demo-Daten löschen". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Alle Demo-Daten löschen" })).toBeNull();
  },
};
export const BackupRunning: Story = { args: { backupRunning: true } };

/** Demo data in the lists: the button, and its confirm dialog names the counts. */
export const WithDemoData: Story = {
  args: { demoData: { users: 5, restaurants: 7 } },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.getByRole("button", { name: "Alle Demo-Daten löschen" }).click();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Alle Demo-Daten löschen?",
    });
    await expect(dialog).toHaveTextContent("Betroffen: 5 Konten und 7 Restaurants.");
    await within(dialog).getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(args.onDeleteDemoData).toHaveBeenCalled();
  },
};

/** Signed in with a demo account: the dialog says that the server refuses and nothing is deleted. */
export const DemoDataAsDemoAdmin: Story = {
  args: { demoData: { users: 5, restaurants: 7 }, callerIsDemo: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.getByRole("button", { name: "Alle Demo-Daten löschen" }).click();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Alle Demo-Daten löschen?",
    });
    await expect(dialog).toHaveTextContent("es wird nichts gelöscht");
    await expect(dialog).not.toHaveTextContent("Betroffen:");
  },
};

export const DemoDataDeleting: Story = {
  args: { demoData: { users: 5, restaurants: 7 }, demoDeleteRunning: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Alle Demo-Daten löschen/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};
