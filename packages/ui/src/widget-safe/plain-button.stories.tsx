import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PlainButton } from "./plain-button.tsx";

const meta = {
  title: "Widget-safe/PlainButton",
  component: PlainButton,
  args: { children: "Weiter", onClick: fn() },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Weiter" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Outline: Story = { args: { outline: true, children: "Zurück" } };
export const Busy: Story = {
  args: { busy: true, children: "Wird gesendet..." },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Wird gesendet..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};
export const Disabled: Story = {
  args: { disabled: true, outline: true, children: "Zurück" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Zurück" })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
