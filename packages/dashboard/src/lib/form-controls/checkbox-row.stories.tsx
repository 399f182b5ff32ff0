import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { CheckboxRow } from "./checkbox-row.tsx";

const meta = {
  component: CheckboxRow,
  parameters: { layout: "padded" },
  args: { label: "Ganztägig geschlossen", checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof CheckboxRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not ticked; a click on the label ticks it. */
export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("Ganztägig geschlossen"));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked. */
export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Ganztägig geschlossen" })).toBeChecked();
  },
};

/** Cannot be chosen (e.g. four tables are chosen already). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Ganztägig geschlossen" })).toBeDisabled();
  },
};

/** As an item of a list of choices. */
export const InList: Story = {
  args: { as: "li" },
  decorators: [(Story) => <ul className="m-0 list-none p-0">{Story()}</ul>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("listitem")).toBeVisible();
  },
};
