import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "@tischservice/ui";
import { expect, fn, userEvent } from "storybook/test";
import { MonthsInput } from "./months-input.tsx";

const meta = {
  component: MonthsInput,
  parameters: { layout: "padded" },
  args: { value: "24", max: 36, onTyped: fn() },
  decorators: [
    (Story) => (
      <FormField label="Aufbewahrung in Monaten" className="max-w-xs">
        {Story()}
      </FormField>
    ),
  ],
} satisfies Meta<typeof MonthsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored period; typing hands the text on. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("spinbutton", { name: "Aufbewahrung in Monaten" });
    await expect(input).toHaveAttribute("max", "36");
    await userEvent.type(input, "0");
    await expect(args.onTyped).toHaveBeenCalledWith("240");
  },
};

/** Empty with a placeholder (the platform's period applies). */
export const Empty: Story = {
  args: { value: "", placeholder: "Standard der Plattform" },
};

/** While saving or without the right to change it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
  },
};
