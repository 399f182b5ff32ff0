import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Avatar } from "./avatar.tsx";

const meta = { title: "Primitives/Avatar", component: Avatar, args: { name: "Özlem Yılmaz" } } satisfies Meta<
  typeof Avatar
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Özlem Yılmaz" })).toHaveTextContent("Ö");
  },
};
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="anna" size="sm" />
      <Avatar name="Bernd" />
      <Avatar name="Chiara" size="lg" />
    </div>
  ),
};
export const BrokenImage: Story = { args: { name: "Trattoria", src: "/nicht-vorhanden.png" } };
export const EmptyName: Story = { args: { name: "", "aria-label": "Unbekannt" } };
export const Dark: Story = { globals: { theme: "dark" } };
