import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SlotPicker } from "./slot-picker.tsx";

const meta = {
  component: SlotPicker,
  args: {
    date: "2026-05-20",
    guests: 4,
    loading: false,
    error: undefined,
    onSelect: fn(),
    onCancel: fn(),
    answer: {
      success: true,
      date: { formatted: "20.05.2026", dayName: "Mittwoch" },
      guests: 4,
      timeSlots: [
        { time: "18:00", available: true, status: "" },
        { time: "18:30", available: false, status: "Ausgebucht" },
        { time: "19:00", available: true, status: "" },
      ],
    },
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {};
export const Loading: Story = { args: { loading: true, answer: undefined } };
export const NoSlots: Story = { args: { answer: { success: true, guests: 4, timeSlots: [] } } };
export const LoadError: Story = { args: { error: null } };
