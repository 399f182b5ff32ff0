import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DesktopFeatureNotice } from "./desktop-feature-notice.tsx";

const meta = {
  component: DesktopFeatureNotice,
  parameters: { layout: "padded" },
} satisfies Meta<typeof DesktopFeatureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Desktop-Feature")).toBeVisible();
  },
};
