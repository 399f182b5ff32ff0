import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { MenuItemNamePrice } from "./menu-item-name-price.tsx";

const meta = {
  component: MenuItemNamePrice,
  parameters: { layout: "padded" },
  args: { name: "Pizza Margherita", price: 9.5 },
} satisfies Meta<typeof MenuItemNamePrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In an order: the name as it is, the price in euros below. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pizza Margherita")).toBeVisible();
    await expect(canvas.getByText(/9,50\s€/)).toBeVisible();
  },
};

/** On a menu card: a long name is cut off on its line. */
export const Truncated: Story = {
  args: {
    name: "Pizza mit Büffelmozzarella, Kirschtomaten und frischem Basilikum",
    nameClassName: "truncate font-medium",
  },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
};

/** In the narrow picker: a long unbroken name wraps anywhere. */
export const Wrapped: Story = {
  args: { name: "Spezi17960109088243170", nameClassName: "font-medium wrap-anywhere" },
  decorators: [(Story) => <div className="w-32">{Story()}</div>],
};
