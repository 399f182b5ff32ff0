import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MoreSettings } from "./more-settings.tsx";

const meta = {
  component: MoreSettings,
  parameters: { layout: "padded" },
  args: {
    value: {
      slotInterval: 30,
      autoConfirmReservations: false,
      emailNotificationsEnabled: true,
    },
    onChange: fn(),
  },
} satisfies Meta<typeof MoreSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const AutoConfirmWithoutMails: Story = {
  args: {
    value: {
      slotInterval: 15,
      autoConfirmReservations: true,
      emailNotificationsEnabled: false,
    },
  },
};
