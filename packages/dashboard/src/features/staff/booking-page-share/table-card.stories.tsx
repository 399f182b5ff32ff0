import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { restaurant } from "../../../test/fixtures.ts";
import { storyQrSrc } from "../../../test/story-qr.ts";
import { TableCard } from "./table-card.tsx";

const meta = {
  component: TableCard,
  parameters: { layout: "centered" },
  args: {
    restaurantName: restaurant.name,
    qr: { status: "success", src: storyQrSrc },
    shortLink: "app.tischservice.de/r/trattoriademo",
    className: "border shadow-sm",
  },
} satisfies Meta<typeof TableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Tisch reservieren")).toBeVisible();
    await expect(canvas.getByRole("img", { name: /QR-Code/ })).toBeVisible();
  },
};

/** A long name wraps instead of leaving the card. */
export const LongName: Story = {
  args: { restaurantName: "Gasthaus zur Alten Mühle am Stadtpark – Bayerische Wirtshausküche" },
};

export const Loading: Story = { args: { qr: { status: "pending" } } };

export const LoadFailed: Story = { name: "Error", args: { qr: { status: "error" } } };
