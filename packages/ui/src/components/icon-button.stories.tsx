import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2, X } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { IconButton } from "./icon-button.tsx";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Bearbeiten", icon: <Pencil aria-hidden="true" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Bearbeiten" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Outline: Story = {
  args: { variant: "outline", label: "Schließen", icon: <X aria-hidden="true" /> },
};
export const Destructive: Story = {
  args: { variant: "destructive", label: "Tisch löschen", icon: <Trash2 aria-hidden="true" /> },
};
export const Small: Story = { args: { size: "icon-sm" } };
export const Disabled: Story = { args: { disabled: true } };
export const Focused: Story = {
  args: { variant: "outline" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Bearbeiten" })).toHaveFocus();
  },
};
