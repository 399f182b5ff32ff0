import type { Meta, StoryObj } from "@storybook/react-vite";
import { Euro } from "lucide-react";
import { expect } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { RevenueCard } from "./revenue-card.tsx";

const meta = {
  title: "Domain/RevenueCard",
  component: RevenueCard,
  args: { title: "Gesamtumsatz", value: 12480.5, icon: <Euro />, hint: "inkl. 1.020,00 € Trinkgeld" },
  decorators: [storyBox("w-72")],
} satisfies Meta<typeof RevenueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("12.480,50 €")).toBeVisible();
  },
};
export const NoData: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Keine Daten")).toBeVisible();
  },
};
export const TextValue: Story = { args: { title: "Anzahl Bestellungen", value: "142", hint: undefined } };
export const LongGermanText: Story = {
  args: { title: "Karten-Zahlungen", value: 5230, hint: "38 Zahlungen · 41,9 % des Umsatzes" },
};
export const Dark: Story = { globals: { theme: "dark" } };
