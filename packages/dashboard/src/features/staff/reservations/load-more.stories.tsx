import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { LoadMore } from "./load-more.tsx";

const meta = {
  component: LoadMore,
  parameters: { layout: "padded" },
  args: { hasMore: true, loading: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Further pages on the server: "Weitere laden". */
export const MoreToLoad: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Weitere laden" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page on its way. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Weitere Reservierungen werden geladen …");
  },
};

/** The last page is there: nothing to show. */
export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot='load-more']")).toBeNull();
  },
};
