import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PriceTag } from "./price-tag.tsx";

const meta = { title: "Domain/PriceTag", component: PriceTag, args: { amount: 35 } } satisfies Meta<
  typeof PriceTag
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("35,00 €")).toBeVisible();
  },
};
export const PerMonth: Story = { args: { amount: 15, periodLabel: "pro Monat", size: "lg" } };
export const Thousands: Story = { args: { amount: 1234.5 } };
export const Small: Story = { args: { amount: 4.9, size: "sm" } };
