import type { Meta, StoryObj } from "@storybook/react-vite";
import { restaurantSchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { ReservePanel } from "./reserve-panel.tsx";

const meta = {
  title: "Dashboard/Customer/Reserve",
  component: ReservePanel,
  parameters: { layout: "padded" },
  args: {
    restaurants: [
      restaurantSchema.parse({ _id: "r-1", name: "Trattoria Demo", address: "Hauptstraße 1, Berlin" }),
      restaurantSchema.parse({ _id: "r-2", name: "Gasthaus Hirsch" }),
    ],
    restaurantId: null,
    onSelect: fn(),
    onBooked: fn(),
    apiBase: "https://api.tischservice.example",
  },
} satisfies Meta<typeof ReservePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const NoRestaurants: Story = { args: { restaurants: [] } };
