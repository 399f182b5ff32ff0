import type { Meta, StoryObj } from "@storybook/react-vite";
import { pricingPlans } from "@tischservice/core/texts";
import { fn } from "storybook/test";
import { PricingCard } from "./pricing-card.tsx";

const [booking, monthly, yearly] = pricingPlans;

const meta = {
  title: "Domain/PricingCard",
  component: PricingCard,
  args: { plan: booking, onChoose: fn() },
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full pt-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingSystem: Story = {};
export const AllInOneMonthly: Story = { args: { plan: monthly } };
export const Popular: Story = { args: { plan: yearly } };
export const AllPlans: Story = {
  decorators: [
    (Story) => (
      <div className="w-[60rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid gap-6 pt-4 md:grid-cols-3">
      {pricingPlans.map((plan) => (
        <PricingCard key={plan.id} plan={plan} />
      ))}
    </div>
  ),
};
export const Mobile: Story = {
  args: { plan: yearly },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = { args: { plan: yearly }, globals: { theme: "dark" } };
