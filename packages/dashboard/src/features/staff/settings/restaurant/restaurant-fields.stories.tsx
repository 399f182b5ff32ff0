import type { Meta, StoryObj } from "@storybook/react-vite";
import { restaurantSchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { RestaurantFields } from "./restaurant-fields.tsx";

const meta = {
  component: RestaurantFields,
  parameters: { layout: "padded" },
  args: {
    restaurant: restaurantSchema.parse({
      _id: "r-1",
      name: "Trattoria Demo",
      address: "Hauptstraße 1, 10115 Berlin",
      phone: "+49 30 1234567",
      email: "info@trattoria.example",
      website: "https://trattoria.example",
      cuisine: "Italienisch",
      description: "Hausgemachte Pasta und Pizza aus dem Holzofen.",
    }),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof RestaurantFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const OnlyName: Story = {
  args: { restaurant: restaurantSchema.parse({ _id: "r-2", name: "Neues Bistro" }) },
};
