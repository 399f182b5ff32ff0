import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { today } from "../../test/fixtures.ts";
import { storyReservations } from "../../test/story-fixtures.ts";
import { FloorPlanLegend } from "./floor-plan-legend.tsx";
import { TableReservations } from "./table-reservations.tsx";

const reservations = storyReservations([
  { tableId: "t-1", timeSlot: "18:00", status: "confirmed", customerName: "Clara Vogel" },
  { tableId: "t-1", timeSlot: "20:30", status: "pending", customerName: "Ben Koch", numberOfGuests: 4 },
  { tableId: "t-1", timeSlot: "21:00", status: "cancelled", customerName: "Storno Gast" },
]);

const meta = {
  title: "Dashboard/Floor plan/Table reservations",
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
