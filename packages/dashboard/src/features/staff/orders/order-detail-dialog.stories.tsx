import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { demoGroups } from "../../../test/order-groups.ts";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";

const groups = demoGroups();

const meta = {
  component: OrderDetailDialog,
  args: { group: groups.fresh, onOpenChange: fn(), onQuantity: fn(), onDelivered: fn(), onPay: fn() },
} satisfies Meta<typeof OrderDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const PartialDelivery: Story = { args: { group: groups.partial } };
export const AllDelivered: Story = { args: { group: groups.ready } };
export const MergedTableOrders: Story = { args: { group: groups.merged } };
