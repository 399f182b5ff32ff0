import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SaveIndicator } from "./save-indicator.tsx";

const meta = {
  title: "Domain/SaveIndicator",
  component: SaveIndicator,
  args: { status: "saving" },
} satisfies Meta<typeof SaveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Speichert...");
  },
};
export const Saved: Story = { args: { status: "saved" } };
export const ErrorState: Story = { name: "Error", args: { status: "error" } };
export const Idle: Story = { args: { status: "idle" } };
export const Dark: Story = { args: { status: "saved" }, globals: { theme: "dark" } };
