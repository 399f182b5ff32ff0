import type { Meta, StoryObj } from "@storybook/react-vite";
import { specialHourSchema, subUserSchema } from "@tischservice/core";
import { expect, within } from "storybook/test";
import { SettingsStoryProviders, type StoryData } from "../../../test/settings-story-providers.tsx";
import { SettingsPage } from "./settings-page.tsx";
import { christmasRecord } from "./special-hours/special-hour-fixtures.ts";

const specialHours = [specialHourSchema.parse(christmasRecord)];
const subUsers = [
  subUserSchema.parse({
    _id: "s-1",
    name: "anna",
    email: "anna@trattoriademo",
    created_at: "2026-05-01T10:00:00Z",
  }),
];

const meta = {
  component: SettingsPage,
  parameters: { layout: "padded" },
  render: (_args, { parameters }) => (
    <SettingsStoryProviders data={parameters.data as StoryData}>
      <SettingsPage />
    </SettingsStoryProviders>
  ),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every card open; one column up to 1300 px, two above. */
export const AllCards: Story = {
  parameters: { data: { specialHours, subUsers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Verwalter")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Push-Benachrichtigungen einrichten" })).toHaveAttribute(
      "href",
      "/app/push-notifications",
    );
    await expect(canvas.getByRole("button", { name: "Website-Code & Link" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** A restaurant without tables: the Website-Integration's preview says so instead of showing the widget. */
export const NoTables: Story = {
  parameters: { data: { tables: [] } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "Website-Integration" });
    await expect(within(card).getByText("Noch keine Tische angelegt")).toBeVisible();
    await expect(within(card).getByRole("link", { name: "Tische anlegen" })).toHaveAttribute(
      "href",
      "/app/tables",
    );
  },
};

export const NoConfiguration: Story = {
  parameters: { data: { config: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Keine Restaurant-Konfiguration gefunden")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Restaurant jetzt erstellen" })).toBeVisible();
  },
};

export const RestaurantDataMissing: Story = {
  parameters: { data: { restaurant: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Restaurant-Daten nicht gefunden")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Restaurant manuell erstellen" })).toBeVisible();
  },
};
