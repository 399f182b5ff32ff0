import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck, Users } from "lucide-react";
import { StatTile } from "./stat-tile.tsx";

const meta = {
  title: "Domain/StatTile",
  component: StatTile,
  args: { label: "Gesamt", value: 24, icon: <CalendarCheck /> },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: "Gäste", value: 86, icon: <Users />, hint: "Ø 3,6 pro Reservierung" },
};
export const Grid: Story = {
  render: () => (
    <div className="grid w-[40rem] max-w-full grid-cols-2 gap-3 md:grid-cols-4">
      <StatTile label="Gesamt" value={24} />
      <StatTile label="Bestätigt" value={18} />
      <StatTile label="Ausstehend" value={6} />
      <StatTile label="Gäste" value={86} />
    </div>
  ),
};
export const NoData: Story = { args: { label: "Erfolgsrate", value: null } };
export const LongGermanText: Story = {
  args: { label: "Durchschnittliche Sitzplätze pro Tisch", value: "4,3" },
};
export const Mobile: Story = { ...Grid, globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
