import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { WidgetSnippetPanel } from "./widget-snippet-panel.tsx";

const meta = {
  component: WidgetSnippetPanel,
  parameters: { layout: "padded" },
  args: {
    origin: "https://app.tischservice.de",
    restaurantId: "r-1",
    preview: false,
    onCopied: fn(),
    className: "max-w-xl",
  },
} satisfies Meta<typeof WidgetSnippetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Copying: with the clipboard it confirms; without it the code is selected and the keys are named. */
export const Copied: Story = {
  play: async ({ canvas }) => {
    await canvas.getByRole("button", { name: "Code kopieren" }).click();
    await expect(await canvas.findByText(/Der Code ist (kopiert|markiert)/)).toBeVisible();
  },
};
