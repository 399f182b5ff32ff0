import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { demoGroups } from "../../../test/order-groups.ts";
import { OrderCard } from "./order-card.tsx";

const groups = demoGroups();

const meta = {
  component: OrderCard,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  args: { group: groups.fresh, timeZone: "Europe/Berlin", onEdit: fn(), onPay: fn() },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const PartialDelivery: Story = { args: { group: groups.partial } };
export const ReadyForPayment: Story = { args: { group: groups.ready } };
export const MergedTableOrders: Story = { args: { group: groups.merged } };
export const TakeAway: Story = { args: { group: groups.takeAway } };
