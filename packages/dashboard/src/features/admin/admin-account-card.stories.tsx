import type { Meta, StoryObj } from "@storybook/react-vite";
import { PasswordChangePanel } from "../account/password-and-sessions/password-change-panel.tsx";
import { AdminAccountCard } from "./admin-account-card.tsx";

const meta = {
  component: AdminAccountCard,
  args: {
    name: "Ada Admin",
    email: "admin@tischservice.de",
    children: <PasswordChangePanel onChange={async () => {}} />,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The password panel opened. */
export const ChangingPassword: Story = {
  args: { children: <PasswordChangePanel defaultOpen onChange={async () => {}} /> },
};
