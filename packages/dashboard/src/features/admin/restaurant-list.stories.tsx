import type { Meta, StoryObj } from "@storybook/react-vite";
import { restaurantSchema, userSchema } from "@tischservice/core";
import { RestaurantList } from "./restaurant-list.tsx";

const meta = {
  title: "Dashboard/Admin/Restaurant list",
  component: RestaurantList,
  parameters: { layout: "padded" },
  args: {
    restaurants: [
      {
        _id: "r-1",
        name: "Trattoria Demo",
        address: "Hauptstraße 1, Berlin",
        cuisine: "Italienisch",
        ownerId: "u-2",
      },
      {
        _id: "r-2",
        name: "Gasthaus Hirsch",
        address: "Marktplatz 3, München",
        cuisine: "Deutsch",
        ownerId: "u-9",
      },
    ].map((restaurant) => restaurantSchema.parse(restaurant)),
    users: [
      userSchema.parse({
        _id: "u-2",
        name: "Giulia Rossi",
        email: "inhaber@trattoria.example",
        role: "Gastro",
      }),
    ],
  },
} satisfies Meta<typeof RestaurantList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { restaurants: [] } };
