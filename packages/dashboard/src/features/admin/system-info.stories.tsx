import type { Meta, StoryObj } from "@storybook/react-vite";
import { SystemInfo } from "./system-info.tsx";

const meta = {
  title: "Dashboard/Admin/System info",
  component: SystemInfo,
  args: {
    overview: {
      users: 12,
      restaurants: 4,
      activeSessions: 3,
      uptimeSeconds: 87_300,
      version: "1.0.0",
      db: "postgres",
    },
    online: true,
    failed: false,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SystemInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { overview: null, online: null } };
export const Failed: Story = { args: { overview: null, online: false, failed: true } };
