import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import {
  waitingEntryRecords,
  waitlistEntryRecord,
  waitlistOfferRecord,
} from "../../../test/waitlist-fixtures.ts";
import { WaitlistList } from "./waitlist-list.tsx";

// The list's states are the shared list's stories (table-requests/); here what only the waitlist does.
const waiting = waitingEntryRecords();
const offered = waitlistEntryRecord({
  _id: "w-3",
  customerName: "Eva Berg",
  numberOfGuests: 6,
  status: "offered",
  offer: waitlistOfferRecord(),
});

const meta = {
  component: WaitlistList,
  parameters: { layout: "padded" },
  args: {
    state: { status: "success", items: [offered, ...waiting] },
    date: "2026-05-14",
    timeZone: "Europe/Berlin",
    onOffer: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/reservations">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof WaitlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A freed table is held for a party: until when and which table; it can be removed, not offered again. */
export const WithOpenOffer: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole("article", { name: "Eva Berg" }));
    await expect(card.getByText("Angebot bis 19:42 Uhr · Tisch 4")).toBeVisible();
    await expect(card.queryByRole("button", { name: /Tisch anbieten/ })).toBeNull();
    await expect(card.getByRole("button", { name: "Entfernen: Eva Berg" })).toBeVisible();
  },
};

/** Another day than today (chosen in the reservation list's day picker): the day is named, nobody waits. */
export const OtherDay: Story = {
  args: { date: "2026-05-20", state: { status: "success", items: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Mittwoch, 20. Mai 2026")).toBeVisible();
    await expect(canvas.getByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
  },
};

/** The removal of an entry is under way. */
export const Removing: Story = { args: { state: { status: "success", items: waiting }, removingId: "w-2" } };
