import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { config, today } from "../../../test/fixtures.ts";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { DayView } from "./day-view.tsx";

const many = storyReservations(
  Array.from({ length: 7 }, (_, i) => ({
    customerName: `Gast ${i + 1}`,
    timeSlot: `${17 + (i % 5)}:00`,
    status: i % 2 ? "confirmed" : "pending",
  })),
);

const meta = {
  component: DayView,
  parameters: { layout: "padded" },
  args: {
    date: today,
    reservations: many,
    openingHours: config.openingHours,
    specialHours: [],
    onStep: fn(),
    onSelectDay: fn(),
    onOpenDay: fn(),
  },
} satisfies Meta<typeof DayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusyDay: Story = {};
export const EmptyDay: Story = { args: { reservations: [] } };
export const ClosedMonday: Story = { args: { date: "2026-05-18", reservations: [] } };

/** With pacing (4 guests per 30 minutes): each window's arrivals, those over the limit highlighted. */
export const WithPacing: Story = {
  args: { pacing: { windowMinutes: 30, maxGuests: 4, maxBookings: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Ankünfte pro Zeitfenster" })).toBeVisible();
  },
};
