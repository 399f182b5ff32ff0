import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QuickActions } from "./quick-actions.tsx";

const meta = {
  title: "Dashboard/Admin/Quick actions",
  component: QuickActions,
  args: { onAddUser: fn(), onBackup: fn(), onShowLogs: fn(), backupRunning: false },
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

export const Default: Story = {};
export const BackupRunning: Story = { args: { backupRunning: true } };
