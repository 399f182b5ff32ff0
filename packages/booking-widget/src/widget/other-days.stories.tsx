import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { createFakeApi, defaultSlots, type FakeApiOptions } from "../test/fake-api.ts";
import { inShadowPreview, shadowScreen } from "../test/shadow-preview.tsx";
import { createApiClient } from "./api.ts";
import { OtherDays } from "./other-days.tsx";
import { PickStep } from "./pick-step.tsx";
import { textsFor } from "./texts-all.ts";

const today = "2026-07-02";
const noop = () => {};
const fullDay = defaultSlots.map((slot) => ({ ...slot, available: false, status: "Ausgebucht" }));

const meta = {
  title: "Booking widget/Other days",
  parameters: { layout: "padded" },
  decorators: [inShadowPreview],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A full day for two (every slot taken) with the waitlist below and, before it, the next free times on
 * other days as the fake API answers them (`freeTimes`), in `lang`.
 */
function fullDayWith(freeTimes: FakeApiOptions, lang: "de" | "en" = "de"): Story {
  const t = textsFor(lang);
  const api = createApiClient("https://api.test", createFakeApi(freeTimes).fetch);
  return {
    parameters: { lang },
    render: () => (
      <PickStep
        t={t}
        date={today}
        first={today}
        last="2026-09-29"
        isClosed={() => false}
        onDate={noop}
        guests={2}
        onGuests={noop}
        slots={{ state: "ready", slots: fullDay }}
        time={null}
        onTime={noop}
        onRetry={noop}
        onEnquiry={noop}
        onWaitlist={noop}
        otherDays={
          <OtherDays
            t={t}
            api={api}
            restaurant="r1"
            date={today}
            guests={2}
            last="2026-09-29"
            onPick={noop}
          />
        }
        notice={null}
      />
    ),
  };
}

/** The request is on its way: a line says so, the waitlist is already there. */
export const Loading: Story = {
  ...fullDayWith({ freeTimes: "pending" }),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(await screen.findByText("Freie Termine an anderen Tagen werden gesucht...")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
  },
};

/** Free times on the next days: each a button, before the waitlist. */
export const SomeTimes: Story = {
  ...fullDayWith({
    freeTimes: [
      { date: "2026-07-03", time: "19:30" },
      { date: "2026-07-04", time: "18:00" },
      { date: "2026-07-05", time: "12:00" },
      { date: "2026-07-07", time: "20:00" },
    ],
  }),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    const group = await screen.findByRole("group", { name: "Nächste freie Termine:" });
    await expect(within(group).getAllByRole("button")).toHaveLength(4);
    await expect(within(group).getByRole("button", { name: "Fr., 3.7. 19:30" })).toBeVisible();
  },
};

/** The same in English. */
export const SomeTimesEnglish: Story = {
  ...fullDayWith({ freeTimes: [{ date: "2026-07-03", time: "19:30" }] }, "en"),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(await screen.findByRole("button", { name: "Fri 3 Jul 19:30" })).toBeVisible();
  },
};

/** No other day is free either: the waitlist alone, as before. */
export const NoneWaitlistOnly: Story = {
  ...fullDayWith({ freeTimes: [] }),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(await screen.findByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
    await expect(
      await screen.findByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei."),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText("Freie Termine an anderen Tagen werden gesucht...")).toBeNull(),
    );
    await expect(screen.queryByText("Nächste freie Termine:")).toBeNull();
  },
};

/** The request failed: a line says so beside a retry; the waitlist stays. */
export const Failed: Story = {
  ...fullDayWith({ freeTimes: "offline" }),
  play: async ({ canvasElement }) => {
    const screen = shadowScreen(canvasElement);
    await expect(
      await screen.findByText("Freie Termine an anderen Tagen konnten nicht geladen werden."),
    ).toBeVisible();
    await expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};
