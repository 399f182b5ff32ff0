import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";
import { BookingChannelsCard } from "./booking-channels-card.tsx";

const meta = {
  component: BookingChannelsCard,
  parameters: { layout: "padded" },
  args: { channels: demoStatistics().channels },
} satisfies Meta<typeof BookingChannelsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget, Google and staff, the busiest first, each with its share. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Website & Buchungsseite3 Reservierungen · 60\u00a0% · 6 Gäste",
      "Google1 Reservierung · 20\u00a0% · 4 Gäste",
      "Personal1 Reservierung · 20\u00a0% · 2 Gäste",
    ]);
  },
};

/** A period without reservations. */
export const Empty: Story = {
  args: { channels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Keine Reservierungen im Zeitraum")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** On a phone the label and the figures wrap; the page never gets wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Google")).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
