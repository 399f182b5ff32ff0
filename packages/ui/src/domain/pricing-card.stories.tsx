import type { Meta, StoryObj } from "@storybook/react-vite";
import { pricingPlans } from "@tischservice/core/texts";
import { expect, fn } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { PricingCard } from "./pricing-card.tsx";

const [booking, monthly, yearly] = pricingPlans;

const meta = {
  title: "Domain/PricingCard",
  component: PricingCard,
  args: { plan: booking, onChoose: fn() },
  decorators: [storyBox("w-80 max-w-full pt-4")],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for a row of three cards. */
const wideCanvas = storyBox("w-[60rem] max-w-full");

export const BookingSystem: Story = {};
export const AllInOneMonthly: Story = { args: { plan: monthly } };
export const Popular: Story = { args: { plan: yearly } };
/** The button as a link, e.g. to the sign-up with the plan preselected. */
export const AsLink: Story = {
  args: { plan: yearly, href: "/app/register?plan=all-in-one-yearly" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Jetzt starten" })).toHaveAttribute(
      "href",
      "/app/register?plan=all-in-one-yearly",
    );
  },
};
export const AllPlans: Story = {
  decorators: [wideCanvas],
  render: () => (
    <div className="grid gap-6 pt-4 md:grid-cols-3">
      {pricingPlans.map((plan) => (
        <PricingCard key={plan.id} plan={plan} />
      ))}
    </div>
  ),
};
/**
 * A row whose cards differ in height (one plan with a single feature): each card fills the row, its list
 * stays as tall as its entries (no stretched gaps) and the buttons line up at the bottom.
 */
export const RowOfDifferentHeights: Story = {
  decorators: [wideCanvas],
  render: () => (
    <div className="grid grid-cols-3 items-stretch gap-6 pt-4">
      <PricingCard plan={{ ...booking, features: booking.features.slice(0, 1) }} />
      <PricingCard plan={monthly} />
      <PricingCard plan={yearly} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="pricing-card"]')];
    await expect(cards).toHaveLength(3);
    const bottoms = cards.map((card) => card.querySelector("button")?.getBoundingClientRect().bottom);
    await expect(new Set(bottoms.map((bottom) => Math.round(bottom ?? -1))).size).toBe(1);
    for (const card of cards) {
      const list = card.querySelector("ul");
      const inRow = list?.getBoundingClientRect().height;
      // The same card at its own height: the list must be exactly as tall as in the stretched card.
      card.style.alignSelf = "start";
      const alone = list?.getBoundingClientRect().height;
      card.style.alignSelf = "";
      await expect(Math.round(inRow ?? 0)).toBe(Math.round(alone ?? -1));
    }
  },
};
export const Mobile: Story = {
  args: { plan: yearly },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = { args: { plan: yearly }, globals: { theme: "dark" } };
