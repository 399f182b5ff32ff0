import type { Meta, StoryObj } from "@storybook/react-vite";
import { restaurantSchema } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { ReservePanel } from "./reserve-panel.tsx";

const trattoria = restaurantSchema.parse({
  _id: "r-1",
  name: "Trattoria Demo",
  address: "Hauptstraße 1, Berlin",
});
const hirsch = restaurantSchema.parse({ _id: "r-2", name: "Gasthaus Hirsch" });

const meta = {
  component: ReservePanel,
  parameters: { layout: "padded" },
  args: {
    restaurants: [trattoria, hirsch],
    chosen: null,
    search: "",
    onSearch: fn(),
    paging: { hasMore: false, loadingMore: false, loadMore: fn() },
    onSelect: fn(),
    onBooked: fn(),
    apiBase: "https://api.tischservice.example",
  },
} satisfies Meta<typeof ReservePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};

/** No partner at all yet. */
export const NoRestaurants: Story = { args: { restaurants: [] } };

/** A search that matches nothing: the search stays to try another. */
export const NoMatch: Story = {
  args: { restaurants: [], search: "Atlantis" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Restaurant suchen" })).toHaveValue("Atlantis");
    await expect(canvas.getByText("Keine Restaurants gefunden")).toBeVisible();
  },
};

/** More partners on the server than loaded: "Mehr laden" asks for the next page. */
export const MoreToLoad: Story = {
  args: { paging: { hasMore: true, loadingMore: false, loadMore: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Mehr laden" }));
    await expect(args.paging.loadMore).toHaveBeenCalledOnce();
  },
};

/** The next page on its way. */
export const LoadingMore: Story = {
  args: { paging: { hasMore: true, loadingMore: true, loadMore: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Weitere Einträge werden geladen/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Searching: "Suchen" sends the typed words. */
export const Searching: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Restaurant suchen" }), "Berlin");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(args.onSearch).toHaveBeenCalledWith("Berlin");
  },
};
