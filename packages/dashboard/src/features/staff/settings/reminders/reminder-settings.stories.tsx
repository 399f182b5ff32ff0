import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ReminderSettings } from "./reminder-settings.tsx";

const meta = {
  component: ReminderSettings,
  parameters: { layout: "padded" },
  args: { value: { reminderEnabled: true, reminderTiming: "24h" }, onChange: fn() },
} satisfies Meta<typeof ReminderSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const MorningOfTheDay: Story = {
  args: { value: { reminderEnabled: true, reminderTiming: "morning" } },
};
export const Off: Story = { args: { value: { reminderEnabled: false, reminderTiming: "24h" } } };
