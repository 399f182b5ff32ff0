import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AutoBlockSetting } from "./auto-block-setting.tsx";

const meta = {
  component: AutoBlockSetting,
  parameters: { layout: "padded" },
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof AutoBlockSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off (the default); choosing "Nach 3 Nichterscheinen" saves 3. */
export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const choice = await canvas.findByRole("combobox", { name: "Nach Nichterscheinen automatisch sperren" });
    await expect(choice).toHaveTextContent("Aus");
    await userEvent.click(choice);
    const list = within(canvasElement.ownerDocument.body);
    await userEvent.click(await list.findByRole("option", { name: "Nach 3 Nichterscheinen" }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const AfterThree: Story = { args: { value: 3 } };

/** A sub-user sees the owner's choice but cannot change it. */
export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("combobox", { name: "Nach Nichterscheinen automatisch sperren" }),
    ).toBeDisabled();
  },
};
