import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { waitlistEntryRecord, waitlistOfferRecord } from "./waitlist-fixtures.ts";
import { WaitlistList } from "./waitlist-list.tsx";

const waiting = [
  waitlistEntryRecord({ _id: "w-1", customerName: "Familie Roth" }),
  waitlistEntryRecord({
    _id: "w-2",
    customerName: "Paul Weber",
    customerPhone: "",
    numberOfGuests: 2,
    from: "19:00",
    to: "20:30",
  }),
];
const offered = waitlistEntryRecord({
  _id: "w-3",
  customerName: "Eva Berg",
  numberOfGuests: 6,
  status: "offered",
  offer: waitlistOfferRecord(),
});
const ended = [
  waitlistEntryRecord({ _id: "w-4", customerName: "Jana Kim", status: "booked", reservationId: "res-9" }),
  waitlistEntryRecord({ _id: "w-5", customerName: "Otto Lang", status: "left" }),
  waitlistEntryRecord({ _id: "w-6", customerName: "Ida Sommer", status: "removed" }),
  waitlistEntryRecord({ _id: "w-7", customerName: "Max Winter", status: "expired" }),
];

const meta = {
  title: "Dashboard/Warteliste/Liste",
  component: WaitlistList,
  parameters: { layout: "padded" },
  args: {
    state: { status: "success", entries: [...waiting, ...ended] },
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

/** Two waiting parties with their count, four ended entries folded away. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const section = within(await canvas.findByRole("region", { name: "Warteliste (2)" }));
    await userEvent.click(section.getByRole("button", { name: "Tisch anbieten: Familie Roth" }));
    await expect(args.onOffer).toHaveBeenCalledWith(expect.objectContaining({ _id: "w-1" }));
    await userEvent.click(section.getByRole("button", { name: "Entfernen: Paul Weber" }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: "w-2" }));
    await userEvent.click(section.getByText("Beendete Einträge (4)"));
    await expect(section.getByRole("link", { name: "Zur Reservierung: Jana Kim" })).toBeVisible();
  },
};

/** A freed table is held for a party: until when and which table; it can be removed, not offered again. */
export const WithOpenOffer: Story = {
  args: { state: { status: "success", entries: [offered, ...waiting] } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole("article", { name: "Eva Berg" }));
    await expect(card.getByText("Angebot bis 19:42 Uhr · Tisch 4")).toBeVisible();
    await expect(card.queryByRole("button", { name: /Tisch anbieten/ })).toBeNull();
    await expect(card.getByRole("button", { name: "Entfernen: Eva Berg" })).toBeVisible();
  },
};

/** Another day than today (chosen in the reservation list's day picker): the day is named, nobody waits. */
export const OtherDay: Story = {
  args: { date: "2026-05-20", state: { status: "success", entries: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Mittwoch, 20. Mai 2026")).toBeVisible();
    await expect(canvas.getByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
  },
};

/** Read only: no actions (no handlers). */
export const Disabled: Story = {
  args: { onOffer: undefined, onRemove: undefined },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Warteliste (2)" });
    await expect(canvas.queryByRole("button", { name: /Tisch anbieten|Entfernen/ })).toBeNull();
  },
};

/** The removal of an entry is under way. */
export const Removing: Story = { args: { removingId: "w-2" } };

/** The day's waitlist is being read. */
export const Loading: Story = { args: { state: { status: "pending" } } };

/** Nobody waits that day. */
export const Empty: Story = {
  args: { state: { status: "success", entries: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
  },
};

/** The list could not be read: the reason and a retry. */
export const ErrorState: Story = {
  name: "Error",
  args: { state: { status: "error", message: "Keine Berechtigung.", onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    if (args.state.status === "error") await expect(args.state.onRetry).toHaveBeenCalled();
  },
};
