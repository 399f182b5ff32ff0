import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { claraWaitlistEntryRecord, waitlistOfferRecord } from "../../../test/waitlist-fixtures.ts";
import { WaitlistGuestCard } from "./waitlist-guest-card.tsx";

const waiting = claraWaitlistEntryRecord({ date: "2026-06-12" });

const offered = {
  ...waiting,
  status: "offered" as const,
  // 19:42 in Berlin (summer time)
  offer: waitlistOfferRecord({ _id: "off-1", expiresAt: "2026-06-12T17:42:00.000Z" }),
};

const meta = {
  component: WaitlistGuestCard,
  parameters: { layout: "padded" },
  args: {
    entry: waiting,
    restaurantName: "Trattoria Demo",
    onAccept: fn(),
    onDecline: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof WaitlistGuestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the guest can leave the waitlist after a confirmation. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Wartet", { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Warteliste verlassen" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Warteliste verlassen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Verlassen" }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledOnce());
  },
};

/** A table is held for the guest: its time, the hold's end, book or decline. */
export const Offered: Story = {
  args: { entry: offered },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Reserviert bis 19:42 Uhr")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Tisch buchen" }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

/** The same offer for a guest who booked in English. */
export const OfferedEnglish: Story = {
  args: { entry: { ...offered, language: "en" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Held for you until 19:42")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Book the table" })).toBeVisible();
  },
};

/** While "Tisch buchen" is on its way. */
export const Booking: Story = { args: { entry: offered, busy: "accept" } };

/** The offer lapsed before the click: the refusal above the refreshed entry. */
export const OfferExpired: Story = {
  args: {
    notice: {
      tone: "error",
      text: "Dieses Angebot ist abgelaufen. Sie stehen weiter auf der Warteliste, wenn Ihr Zeitfenster noch nicht vorbei ist.",
    },
  },
};

export const Booked: Story = {
  args: { entry: { ...waiting, status: "booked", reservationId: "res-9" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Den Link zu Ihrer Reservierung/)).toBeVisible();
  },
};

export const Left: Story = { args: { entry: { ...waiting, status: "left" } } };

export const Removed: Story = { args: { entry: { ...waiting, status: "removed" } } };

export const Expired: Story = { args: { entry: { ...waiting, status: "expired" } } };

/** Without the restaurant's name (the answer did not carry it). */
export const WithoutRestaurantName: Story = { args: { restaurantName: null } };
