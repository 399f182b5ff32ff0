import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PeriodButtons } from "./period-buttons.tsx";

const meta = {
  component: PeriodButtons,
  args: { period: "30days", onChange: fn() },
} satisfies Meta<typeof PeriodButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Today: Story = { args: { period: "today" } };
