import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdminStatTiles } from "./admin-stat-tiles.tsx";

const meta = {
  component: AdminStatTiles,
  parameters: { layout: "padded" },
  args: { users: 12, restaurants: 4, activeSessions: 3, online: true },
} satisfies Meta<typeof AdminStatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  args: { users: null, restaurants: null, activeSessions: null, online: null },
};
export const SystemDown: Story = { args: { online: false } };
