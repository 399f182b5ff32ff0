import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NumberStepper } from "./number-stepper.tsx";

const meta = {
  title: "Primitives/NumberStepper",
  component: NumberStepper,
  args: { "aria-label": "2er Tische", defaultValue: 3, onValueChange: fn() },
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "2er Tische: Erhöhen" }));
    await expect(canvas.getByRole("spinbutton", { name: "2er Tische" })).toHaveValue(4);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
  },
};
export const AtMinimum: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "2er Tische: Verringern" })).toBeDisabled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const KeyboardTyping: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "2er Tische" });
    await userEvent.type(input, "7", { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await expect(input).toHaveValue(7);
  },
};
