import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";
import { NoShowCard } from "./no-show-card.tsx";

const figures = demoStatistics();

const meta = {
  component: NoShowCard,
  parameters: { layout: "padded" },
  args: { noShows: figures.noShows, guestConfirmed: figures.guestConfirmed },
} satisfies Meta<typeof NoShowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rate with its months as a table with bars, and the share of guests who confirmed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^33,3\s%$/)).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Quote „Nicht erschienen“ nach Monat" })).toBeVisible();
  },
};

/** A year with a no-show in most months. */
export const TwelveMonths: Story = {
  args: {
    noShows: {
      expected: 480,
      noShows: 31,
      rate: 6.5,
      byMonth: Array.from({ length: 12 }, (_, index) => {
        const noShows = [2, 4, 1, 3, 0, 5, 2, 3, 4, 2, 1, 4][index] ?? 0;
        return {
          month: `2025-${String(index + 1).padStart(2, "0")}`,
          expected: 40,
          noShows,
          rate: Math.round((noShows * 1000) / 40) / 10,
        };
      }),
    },
    guestConfirmed: { reminded: 300, confirmed: 214, rate: 71.3 },
  },
};

/** On a phone the months' table scrolls inside its card; the page never gets wider than the screen. */
export const Phone: Story = {
  args: TwelveMonths.args,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Quote „Nicht erschienen“ nach Monat" })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** No reminders sent (switched off): the share says 'Keine Daten'. */
export const NoReminders: Story = {
  args: { guestConfirmed: { reminded: 0, confirmed: 0, rate: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Vom Gast bestätigt" })).toHaveTextContent("Keine Daten");
  },
};

/** Nothing expected and nothing reminded in the period (or an older server without these figures). */
export const Empty: Story = {
  args: { noShows: undefined, guestConfirmed: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Keine Daten")).toHaveLength(2);
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};
