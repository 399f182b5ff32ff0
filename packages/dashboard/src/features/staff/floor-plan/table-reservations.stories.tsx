import type { Meta, StoryObj } from "@storybook/react-vite";
import { SeatingSteps } from "@tischservice/ui";
import { expect, fn } from "storybook/test";
import { today } from "../../../test/fixtures.ts";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { FloorPlanLegend } from "./floor-plan-legend.tsx";
import { TableReservations } from "./table-reservations.tsx";

const reservations = storyReservations([
  { tableId: "t-1", timeSlot: "18:00", status: "confirmed", customerName: "Clara Vogel" },
  { tableId: "t-1", timeSlot: "20:30", status: "pending", customerName: "Ben Koch", numberOfGuests: 4 },
  { tableId: "t-1", timeSlot: "21:00", status: "cancelled", customerName: "Storno Gast" },
]);

const meta = {
  component: TableReservations,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="grid max-w-lg gap-4">
        <FloorPlanLegend />
        <Story />
      </div>
    ),
  ],
  args: { reservations, tableId: "t-1", date: today, onDateChange: fn() },
} satisfies Meta<typeof TableReservations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { reservations: [] } };
/** The visit's steps: a guest at the door, one at the table, one gone, each with the buttons it offers. */
export const VisitSteps: Story = {
  args: {
    reservations: storyReservations([
      { tableId: "t-1", timeSlot: "17:00", status: "completed", customerName: "Frau Kaya" },
      { tableId: "t-1", timeSlot: "18:30", status: "seated", customerName: "Clara Vogel" },
      { tableId: "t-1", timeSlot: "20:30", status: "arrived", customerName: "Ben Koch", numberOfGuests: 4 },
    ]),
    actions: (r) =>
      r.status === "arrived" ? (
        <SeatingSteps next={["seated", "completed"]} undo="confirmed" onStep={fn()} />
      ) : r.status === "seated" ? (
        <SeatingSteps next={["completed"]} undo="arrived" onStep={fn()} />
      ) : (
        <SeatingSteps next={[]} undo="seated" onStep={fn()} />
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Platziert")).toBeVisible();
    await expect(canvas.getByText("Gast angekommen")).toBeVisible();
  },
};
