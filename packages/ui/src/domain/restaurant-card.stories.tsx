import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { RestaurantCard } from "./restaurant-card.tsx";

const banner =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="%23a16207"/><circle cx="160" cy="90" r="50" fill="%23fde68a"/></svg>',
  );

const meta = {
  title: "Domain/RestaurantCard",
  component: RestaurantCard,
  args: {
    restaurant: {
      name: "Trattoria da Luigi",
      address: "Hauptstraße 1, 10115 Berlin",
      cuisine: "Italienisch",
      bannerUrl: banner,
    },
    onOpen: fn(),
  },
  decorators: [storyBox("w-80 max-w-full")],
} satisfies Meta<typeof RestaurantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBanner: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Details: Trattoria da Luigi" }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
export const GradientFallback: Story = {
  args: {
    restaurant: { name: "Gasthaus zur Linde", address: "Dorfplatz 3, 79098 Freiburg", cuisine: "Deutsch" },
  },
};
export const BrokenImage: Story = {
  args: { restaurant: { name: "Bistro Nord", bannerUrl: "/nicht-vorhanden.jpg" } },
};
export const LongGermanText: Story = {
  args: {
    restaurant: {
      name: "Gaststätte und Biergarten Zum Goldenen Löwen an der Rheinuferpromenade",
      address: "Rheinuferpromenade 123–125, 40213 Düsseldorf-Altstadt",
      cuisine: "International",
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = {
  args: { restaurant: { name: "Gasthaus zur Linde", cuisine: "Deutsch" } },
  globals: { theme: "dark" },
};
