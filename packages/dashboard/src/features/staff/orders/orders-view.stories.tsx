import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { demoGroups } from "../../../test/order-groups.ts";
import { OrdersView } from "./orders-view.tsx";

const meta = {
  component: OrdersView,
  parameters: { layout: "padded" },
  args: { groups: Object.values(demoGroups()), timeZone: "Europe/Berlin", onEdit: fn(), onPay: fn() },
} satisfies Meta<typeof OrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Empty: Story = { args: { groups: [] } };
