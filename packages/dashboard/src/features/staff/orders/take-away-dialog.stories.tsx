import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { WithQueryClient } from "../../../test/with-query-client.tsx";
import { TakeAwayDialog } from "./take-away-dialog.tsx";

const meta = {
  component: TakeAwayDialog,
  decorators: [
    (Story) => (
      <WithQueryClient>
        <Story />
      </WithQueryClient>
    ),
  ],
  args: { restaurantId: "r-1", menu: demoMenu, open: true, onOpenChange: fn() },
} satisfies Meta<typeof TakeAwayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(
      await screen.findByRole("button", { name: /Take-Away Bestellung aufnehmen/ }),
    ).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/Kundenname/), "Jonas");
    await userEvent.click(screen.getByRole("button", { name: "Cola: Menge erhöhen" }));
    await expect(screen.getByRole("button", { name: /Take-Away Bestellung aufnehmen/ })).toBeEnabled();
  },
};

export const EmptyMenu: Story = { args: { menu: [] } };
