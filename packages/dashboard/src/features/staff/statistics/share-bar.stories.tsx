import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ShareBar } from "./share-bar.tsx";

const meta = {
  component: ShareBar,
  parameters: { layout: "padded" },
  args: { percent: 60 },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function filledWidth(canvasElement: HTMLElement): string {
  const bar = canvasElement.querySelector<HTMLElement>("[aria-hidden] > span");
  return bar?.style.width ?? "";
}

/** A channel's share in the primary colour. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    await expect(filledWidth(canvasElement)).toBe("60%");
  },
};

/** A no-show rate: the declined colour, a fixed width, hidden on a phone. */
export const Declined: Story = {
  args: { percent: 25, className: "hidden w-24 shrink-0 sm:block", barClassName: "bg-status-declined" },
};

/** A figure beyond 100 % (rounding) still fills the bar and no more. */
export const Capped: Story = {
  args: { percent: 130 },
  play: async ({ canvasElement }) => {
    await expect(filledWidth(canvasElement)).toBe("100%");
  },
};

/** Nothing yet: an empty track. */
export const Empty: Story = {
  args: { percent: 0 },
  play: async ({ canvasElement }) => {
    await expect(filledWidth(canvasElement)).toBe("0%");
  },
};
