import type { Meta, StoryObj } from "@storybook/react-vite";
import { weeklyCountSeries } from "@tischservice/core";
import { AnalyticsPanel } from "./analytics-panel.tsx";

const meta = {
  component: AnalyticsPanel,
  parameters: { layout: "padded" },
  args: {
    analytics: {
      restaurants: 4,
      users: { total: 19, admins: 1, gastro: 4, subusers: 6, customers: 8 },
      reservationsTotal: 128,
      reservationsPerWeek: weeklyCountSeries(
        [
          { weekStart: "2026-04-06", count: 8 },
          { weekStart: "2026-04-13", count: 14 },
          { weekStart: "2026-04-27", count: 22 },
          { weekStart: "2026-05-04", count: 17 },
          { weekStart: "2026-05-11", count: 25 },
        ],
        "2026-05-14",
      ),
    },
  },
} satisfies Meta<typeof AnalyticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoReservations: Story = {
  args: {
    analytics: {
      restaurants: 0,
      users: { total: 1, admins: 1, gastro: 0, subusers: 0, customers: 0 },
      reservationsTotal: 0,
      reservationsPerWeek: weeklyCountSeries([], "2026-05-14"),
    },
  },
};
