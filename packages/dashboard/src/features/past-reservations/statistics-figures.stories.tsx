import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStatistics } from "../../test/statistics-fixtures.ts";
import { RevenueCards } from "./revenue-cards.tsx";
import { SummaryTiles } from "./summary-tiles.tsx";

const statistics = demoStatistics();

function Figures({ withRevenue, large }: { withRevenue: boolean; large: boolean }) {
  const summary = large
    ? { ...statistics.summary, revenue: 48_250.5, total: 1240, guests: 3980 }
    : statistics.summary;
  return (
    <div className="grid gap-4">
      <SummaryTiles summary={withRevenue ? summary : { ...summary, orders: 0, revenue: 0 }} />
      <RevenueCards revenue={withRevenue ? statistics.revenue : null} />
    </div>
  );
}

const meta = {
  title: "Dashboard/Statistics/Tiles and revenue cards",
  component: Figures,
  parameters: { layout: "padded" },
  args: { withRevenue: true, large: false },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRevenue: Story = {};
export const KiloEuro: Story = { args: { large: true } };
export const NothingPaid: Story = { args: { withRevenue: false } };
