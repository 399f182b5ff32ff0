import type { Meta, StoryObj } from "@storybook/react-vite";
import { restaurantSchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { RestaurantList } from "./restaurant-list.tsx";

const meta = {
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
        ownerName: "Giulia Rossi",
        ownerEmail: "inhaber@trattoria.example",
        isDemo: true,
        listed: true,
      },
      {
        _id: "r-2",
        name: "Gasthaus Hirsch",
        address: "Marktplatz 3, München",
        cuisine: "Deutsch",
        ownerId: "u-9",
        listed: false,
      },
      { _id: "r-3", name: "Neues Bistro", ownerId: "u-10", listed: true },
    ].map((restaurant) => restaurantSchema.parse(restaurant)),
    busyRestaurantId: null,
    onSetListed: fn(),
  },
} satisfies Meta<typeof RestaurantList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo restaurant with its owner, one hidden from the partner list and a new one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trattoria = within(canvas.getAllByRole("listitem")[0] as HTMLElement);
    await expect(trattoria.getByText("Giulia Rossi (inhaber@trattoria.example)")).toBeVisible();
    const hirsch = within(canvas.getAllByRole("listitem")[1] as HTMLElement);
    await expect(hirsch.getByText("Ausgeblendet")).toBeVisible();
    await hirsch.getByRole("button", { name: "Einblenden" }).click();
    await expect(args.onSetListed).toHaveBeenCalledWith(expect.objectContaining({ _id: "r-2" }), true);
  },
};

/** Hiding Trattoria Demo is being saved. */
export const Saving: Story = {
  args: { busyRestaurantId: "r-1" },
  play: async ({ canvas }) => {
    const trattoria = within(canvas.getAllByRole("listitem")[0] as HTMLElement);
    await expect(trattoria.getByRole("button", { name: /Ausblenden/ })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = { args: { restaurants: [] } };
