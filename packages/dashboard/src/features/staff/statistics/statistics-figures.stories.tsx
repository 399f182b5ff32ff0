import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";
import { RevenueCards } from "./revenue-cards.tsx";
import { SummaryTiles } from "./summary-tiles.tsx";

const statistics = demoStatistics();

function Figures({ withRevenue, large, stays }: { withRevenue: boolean; large: boolean; stays: boolean }) {
  const shown = stays
    ? statistics.summary
    : { ...statistics.summary, seatedGuests: 0, averageStayMinutes: null };
  const summary = large ? { ...shown, revenue: 48_250.5, total: 1240, guests: 3980 } : shown;
  return (
    <div className="grid gap-4">
      <SummaryTiles summary={withRevenue ? summary : { ...summary, orders: 0, revenue: 0 }} />
      <RevenueCards revenue={withRevenue ? statistics.revenue : null} />
    </div>
  );
}

const meta = {
  component: Figures,
  parameters: { layout: "padded" },
  args: { withRevenue: true, large: false, stays: true },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRevenue: Story = {};
export const KiloEuro: Story = { args: { large: true } };
export const NothingPaid: Story = { args: { withRevenue: false } };
/** Nobody was seated through the dashboard yet: no seated covers, the average stay reads "–". */
export const NoStays: Story = { args: { stays: false } };
