import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { fixedNow } from "../../test/fixtures.ts";
import { storyReservations } from "../../test/story-fixtures.ts";
import { StatisticsList } from "./statistics-list.tsx";

const rows = storyReservations([
  { customerName: "Anna Schmidt", reservationDate: "2026-05-13", status: "confirmed", numberOfGuests: 4 },
  { customerName: "Ben Koch", reservationDate: "2026-05-10", status: "cancelled", tableNumbers: [] },
  {
    customerName: "Clara Vogel",
    reservationDate: "2026-04-20",
    status: "confirmed",
    tableNumbers: ["2", "3"],
  },
]);

const meta = {
  title: "Dashboard/Statistics/Reservation list",
  component: StatisticsList,
  parameters: { layout: "padded" },
  args: {
    reservations: rows,
    periodLabel: "Letzte 30 Tage",
    filterActive: false,
    canReset: false,
    now: fixedNow,
    timeZone: "Europe/Berlin",
    onReset: fn(),
  },
} satisfies Meta<typeof StatisticsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const EmptyPeriod: Story = { args: { reservations: [] } };
export const EmptyWithFilter: Story = { args: { reservations: [], filterActive: true, canReset: true } };
export const Many: Story = {
  args: {
    reservations: storyReservations(
      Array.from({ length: 150 }, (_, i) => ({
        customerName: `Gast ${i + 1}`,
        reservationDate: "2026-05-02",
      })),
    ),
  },
};
