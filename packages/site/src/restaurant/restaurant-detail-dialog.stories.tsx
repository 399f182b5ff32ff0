import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { bareRestaurant, brokenBanner, openingHours, specialHours, trattoria } from "../test/fixtures.ts";
import { restaurantRoutes } from "../test/mock-fetch.ts";
import { withApi } from "../test/story-helpers.ts";
import { RestaurantDetailDialog } from "./restaurant-detail-dialog.tsx";

const trattoriaApi = restaurantRoutes({
  restaurantId: trattoria._id,
  openingHours,
  specialHours,
});

const meta = {
  title: "Site/Restaurant-Detail",
  component: RestaurantDetailDialog,
  args: { restaurant: trattoria, open: true, onOpenChange: fn(), onReserve: fn() },
  parameters: { layout: "fullscreen" },
  beforeEach: withApi(trattoriaApi),
} satisfies Meta<typeof RestaurantDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole("dialog");
const openTab = async (name: string) => {
  const body = within(document.body);
  await userEvent.click(await body.findByRole("tab", { name }));
};

export const Overview: Story = {
  play: async () => {
    await expect(await dialog()).toHaveAccessibleName("Trattoria Demo");
  },
};

export const Contact: Story = {
  play: async () => {
    await openTab("Kontakt");
    await expect(
      await within(document.body).findByRole("link", { name: "www.trattoria.example" }),
    ).toHaveAttribute("href", "https://www.trattoria.example");
  },
};

export const ContactEmpty: Story = {
  args: { restaurant: bareRestaurant },
  play: async () => {
    await openTab("Kontakt");
    await expect(await within(document.body).findByText("Keine Kontaktdaten verfügbar")).toBeVisible();
  },
};

export const Hours: Story = {
  play: async () => {
    await openTab("Zeiten");
    await expect(await within(document.body).findByRole("row", { name: "Montag Geschlossen" })).toBeVisible();
  },
};

export const HoursEmpty: Story = {
  beforeEach: withApi(restaurantRoutes({ restaurantId: trattoria._id })),
  play: async () => {
    await openTab("Zeiten");
    await expect(await within(document.body).findByText("Keine Öffnungszeiten verfügbar")).toBeVisible();
  },
};

export const SpecialHours: Story = {
  play: async () => {
    await openTab("Besondere Zeiten");
    await expect(await within(document.body).findByText("Weinabend")).toBeVisible();
  },
};

export const SpecialHoursEmpty: Story = {
  beforeEach: withApi(restaurantRoutes({ restaurantId: trattoria._id, openingHours })),
  play: async () => {
    await openTab("Besondere Zeiten");
    await expect(await within(document.body).findByText("Keine besonderen Zeiten eingetragen")).toBeVisible();
  },
};

export const SpecialHoursLoading: Story = {
  beforeEach: withApi({ "/api/restaurants/r-trattoria/special-hours": { pending: true } }),
  play: async () => {
    await openTab("Besondere Zeiten");
    await expect(await within(document.body).findByText("Besondere Zeiten werden geladen...")).toBeVisible();
  },
};

export const ImageFallback: Story = {
  args: { restaurant: brokenBanner },
  play: async () => {
    await expect(await within(document.body).findByTestId("banner-fallback")).toBeInTheDocument();
  },
};

export const WithoutBanner: Story = { args: { restaurant: bareRestaurant } };
