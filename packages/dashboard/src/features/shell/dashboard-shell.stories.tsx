import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DashboardShell } from "./dashboard-shell.tsx";

const meta = {
  title: "Dashboard/Shell",
  component: DashboardShell,
  parameters: { layout: "fullscreen" },
  args: {
    restaurantName: "Trattoria Demo",
    isSubuser: false,
    activeKey: "home",
    counters: { pending: 3, today: 12, openOrders: 2 },
    liveState: "live",
    onNavigate: fn(),
    onLogout: fn(),
    children: <h1 className="text-2xl font-bold">Dashboard</h1>,
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const SubUser: Story = { args: { isSubuser: true, activeKey: "calendar" } };
export const MayBeBehind: Story = { args: { liveState: "polling" } };
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
export const DemoData: Story = { args: { isDemo: true } };
export const DemoDataPhone: Story = { args: { isDemo: true }, globals: { viewport: { value: "mobile1" } } };
