import type { Meta, StoryObj } from "@storybook/react-vite";
import { todaySummary } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { fixedNow, today } from "../../../test/fixtures.ts";
import { SettingsStoryProviders } from "../../../test/settings-story-providers.tsx";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { OnboardingCard } from "../onboarding/onboarding-card.tsx";
import { HomeView } from "./home-view.tsx";

const busy = storyReservations([
  { customerName: "Anna Schmidt", timeSlot: "18:00", numberOfGuests: 4, status: "pending" },
  {
    customerName: "Ben Koch",
    timeSlot: "19:30",
    numberOfGuests: 2,
    status: "confirmed",
    tableNumbers: ["3", "4"],
  },
  {
    customerName: "Familie Weber",
    timeSlot: "20:00",
    numberOfGuests: 6,
    status: "confirmed",
    specialRequests: "Kinderstuhl",
  },
]);

const meta = {
  component: HomeView,
  parameters: { layout: "padded" },
  // The tiles are router links; the cards' visit buttons (Angekommen, Nicht erschienen …) act through the
  // restaurant's scope and the query cache, as on the real page.
  decorators: [
    (Story) => (
      <SettingsStoryProviders path="/">
        <Story />
      </SettingsStoryProviders>
    ),
  ],
  args: {
    now: fixedNow,
    timeZone: "Europe/Berlin",
    today,
    summary: todaySummary(busy, today),
    isSubuser: false,
    busyId: null,
    onConfirm: fn(),
    onReject: fn(),
    onOpenCalendar: fn(),
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TodayWithReservations: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Einstellungen" })).toHaveAttribute(
      "href",
      "/app/settings",
    );
    await expect(canvas.getByRole("link", { name: "Tischkarte" })).toHaveAttribute("href", "/app/floorplan");
  },
};

export const NothingToday: Story = {
  args: { summary: todaySummary([], today) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bereit für neue Buchungen")).toBeVisible();
  },
};

export const NothingTodayButUpcoming: Story = {
  args: { summary: todaySummary(storyReservations([{ reservationDate: "2026-05-20" }]), today) },
};

export const SubUser: Story = {
  args: { isSubuser: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Kalender" })).toHaveAttribute(
      "href",
      "/app/calendar",
    );
    await expect(canvas.queryByRole("link", { name: "Einstellungen" })).toBeNull();
  },
};

/** A new restaurant's owner: the onboarding checklist above today's card. */
export const WithOnboarding: Story = {
  args: {
    summary: todaySummary([], today),
    onboarding: (
      <OnboardingCard
        state={{
          steps: { details: true, hours: true, tables: false, widget: false, testBooking: false },
          dismissed: false,
        }}
        loading={false}
        error={false}
        onRetry={fn()}
        restaurantId="r-1"
        origin="https://app.tischservice.de"
        preview={false}
        dismissing={false}
        onDismiss={fn()}
        onWidgetCopied={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Erste Schritte" })).toBeVisible();
  },
};
