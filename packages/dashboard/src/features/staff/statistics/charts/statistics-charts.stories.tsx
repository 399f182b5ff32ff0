import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { demoStatistics } from "../../../../test/statistics-fixtures.ts";
import { StatisticsCharts } from "./statistics-charts.tsx";

const year = demoStatistics({
  period: "1year",
  bucket: "week",
  series: Array.from({ length: 53 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 4, 12 + i * 7)).toISOString().slice(0, 10);
    const wave = Math.round(20 + 12 * Math.sin(i / 4));
    return {
      date,
      reservations: wave,
      guests: wave * 3,
      cash: wave * 31.5,
      card: wave * 44.2,
      tips: wave * 6.1,
    };
  }),
});

const meta = {
  component: StatisticsCharts,
  parameters: { layout: "padded" },
  args: { statistics: demoStatistics() },
} satisfies Meta<typeof StatisticsCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {};
export const WeeksOfAYear: Story = { args: { statistics: year } };
export const Empty: Story = {
  args: {
    statistics: demoStatistics({
      series: [],
      heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
    }),
  },
};

/**
 * A bar open until late on a phone: the heat map's hours from noon to midnight scroll inside their card,
 * the page itself stays as wide as the screen.
 */
export const LateHoursOnPhone: Story = {
  args: {
    statistics: demoStatistics({
      heatmap: Array.from({ length: 7 }, (_, day) =>
        Array.from({ length: 24 }, (_, hour) => (hour >= 12 ? (day + hour) % 5 : 0)),
      ),
    }),
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Auslastung nach Wochentag und Uhrzeit" })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
