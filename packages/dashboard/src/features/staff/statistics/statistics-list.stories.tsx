import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { fixedNow } from "../../../test/fixtures.ts";
import { storyReservations } from "../../../test/story-fixtures.ts";
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
  component: StatisticsList,
  parameters: { layout: "padded" },
  args: {
    reservations: rows,
    total: rows.length,
    hasMore: false,
    loadingMore: false,
    onShowMore: fn(),
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
export const EmptyPeriod: Story = { args: { reservations: [], total: 0 } };
export const EmptyWithFilter: Story = {
  args: { reservations: [], total: 0, filterActive: true, canReset: true },
};
/** The first page of 100 of 150: "100 von 150 angezeigt" with "Weitere anzeigen". */
export const MorePages: Story = {
  args: {
    reservations: storyReservations(
      Array.from({ length: 100 }, (_, i) => ({
        customerName: `Gast ${i + 1}`,
        reservationDate: "2026-05-02",
      })),
    ),
    total: 150,
    hasMore: true,
  },
};
/** The next page on its way: "Weitere anzeigen" waits. */
export const LoadingMore: Story = { args: { ...MorePages.args, loadingMore: true } };
