import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toaster } from "@tischservice/ui";
import { fn } from "storybook/test";
import { demoGroups, demoMergedReadyGroup } from "../../../test/order-groups.ts";
import { WithQueryClient } from "../../../test/with-query-client.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";

const groups = demoGroups();
const mergedReady = demoMergedReadyGroup();

const meta = {
  component: PaymentDialog,
  decorators: [
    (Story) => (
      <WithQueryClient>
        <Toaster>
          <Story />
        </Toaster>
      </WithQueryClient>
    ),
  ],
  args: { restaurantId: "r-1", group: groups.ready, onOpenChange: fn() },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const BlockedUndelivered: Story = { args: { group: groups.partial } };
export const MergedTableOrders: Story = { args: { group: mergedReady } };
export const TakeAwayBlocked: Story = { args: { group: groups.takeAway } };
