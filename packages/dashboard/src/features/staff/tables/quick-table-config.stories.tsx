import type { Meta, StoryObj } from "@storybook/react-vite";
import { quickTableCounts } from "@tischservice/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuickTableConfig } from "./quick-table-config.tsx";

const meta = {
  component: QuickTableConfig,
  parameters: { layout: "padded" },
  args: {
    counts: quickTableCounts([{ seats: 2 }, { seats: 4 }, { seats: 4 }, { seats: 6 }]),
    onCountChange: fn(),
    saving: false,
  },
} satisfies Meta<typeof QuickTableConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Tisch mit 4 Plätzen hinzufügen" }));
    await expect(args.onCountChange).toHaveBeenCalledWith(4, 3);
  },
};
export const Empty: Story = {
  args: { counts: quickTableCounts([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Tisch mit 2 Plätzen entfernen" })).toBeDisabled();
  },
};
export const Saving: Story = { args: { saving: true } };
export const Disabled: Story = { args: { disabled: true } };
