import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { DayList } from "./day-list.tsx";

const items = [
  { id: "1", customerName: "Familie Schneider", timeSlot: "18:00", guests: 4, status: "confirmed" },
  { id: "2", customerName: "Herr Weber", timeSlot: "18:30", guests: 2, status: "pending" },
  { id: "3", customerName: "Frau Kaya", timeSlot: "19:00", guests: 3, status: "confirmed" },
  { id: "4", customerName: "Jonas Becker", timeSlot: "19:30", guests: 6, status: "pending" },
  { id: "5", customerName: "Lea Fischer", timeSlot: "20:00", guests: 2, status: "confirmed" },
  { id: "6", customerName: "Tom Wagner", timeSlot: "20:30", guests: 5, status: "confirmed" },
];

const meta = {
  title: "Domain/DayList",
  component: DayList,
  args: { date: "2025-05-16", items, onSelect: fn() },
  decorators: [storyBox("w-[28rem] max-w-full")],
} satisfies Meta<typeof DayList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WeekCellPreview: Story = {
  args: { maxItems: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("... und 2 weitere")).toBeVisible();
  },
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Keine Reservierungen an diesem Tag")).toBeVisible();
  },
};
export const Closed: Story = { args: { items: [], closed: true } };
export const ReadOnly: Story = { args: { onSelect: undefined } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
