import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { GuestFilters } from "./guest-filters.tsx";

const meta = {
  component: GuestFilters,
  parameters: { layout: "padded" },
  args: {
    search: "",
    onSearchChange: fn(),
    tag: "",
    onTagChange: fn(),
    sort: "lastVisit",
    onSortChange: fn(),
    ownTags: ["Fensterplatz"],
  },
} satisfies Meta<typeof GuestFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All tags, ordered by last visit; "Besuche" changes the order. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Letzter Besuch" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Besuche" }));
    await expect(args.onSortChange).toHaveBeenCalledWith("visits");
  },
};

/** A search typed, an own tag chosen, ordered by visits. */
export const Filtered: Story = {
  args: { search: "schmidt", tag: "Fensterplatz", sort: "visits" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Gäste suchen" })).toHaveValue("schmidt");
    await expect(canvas.getByRole("combobox", { name: "Tag" })).toHaveTextContent("Fensterplatz");
  },
};
