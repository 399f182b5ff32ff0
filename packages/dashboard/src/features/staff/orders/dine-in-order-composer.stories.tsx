import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { WithQueryClient } from "../../../test/with-query-client.tsx";
import { DineInOrderForm } from "./dine-in-order-composer.tsx";

const meta = {
  component: DineInOrderForm,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <div className="max-w-lg">
          <Story />
        </div>
      </WithQueryClient>
    ),
  ],
  args: { restaurantId: "r-1", tableId: "t-4", menu: demoMenu, onSubmitted: fn() },
} satisfies Meta<typeof DineInOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptyMenu: Story = { args: { menu: [] } };

export const ItemsChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cola: Menge erhöhen" }));
    await userEvent.click(canvas.getByRole("button", { name: "Cola: Menge erhöhen" }));
    await expect(canvas.getByRole("heading", { name: "Bestellung (2 Artikel)" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Bestellung aufnehmen \(6,40\s€\)/ })).toBeEnabled();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Bestellung aufnehmen/ }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("❌ Bitte Artikel auswählen");
  },
};
