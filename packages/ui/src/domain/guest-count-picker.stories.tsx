import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { GuestCountPicker } from "./guest-count-picker.tsx";

const meta = {
  title: "Domain/GuestCountPicker",
  component: GuestCountPicker,
  args: { onValueChange: fn() },
  decorators: [storyBox("w-80 max-w-full")],
} satisfies Meta<typeof GuestCountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTwo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "2" })).toHaveAttribute("aria-pressed", "true");
  },
};
export const PickFour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "4" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole("button", { name: "4" })).toHaveAttribute("aria-pressed", "true");
  },
};
export const LargerGroup: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Größere Gruppe?" }), "21");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(21);
    await expect(canvas.getByRole("button", { name: "2" })).toHaveAttribute("aria-pressed", "false");
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
