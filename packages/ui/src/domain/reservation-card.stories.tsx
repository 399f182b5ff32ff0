import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { ReservationCard } from "./reservation-card.tsx";
import { SeatingSteps } from "./seating-steps.tsx";

const meta = {
  title: "Domain/ReservationCard",
  component: ReservationCard,
  args: {
    reservation: {
      customerName: "Familie Schneider",
      reference: "K7M2QX",
      timeSlot: "19:30",
      dateLabel: "Fr., 16.05.",
      guests: 4,
      tables: ["12"],
      email: "schneider@example.de",
      phone: "+49 30 1234567",
      specialRequests: "Kinderstuhl, bitte am Fenster",
      status: "pending",
    },
    onConfirm: fn(),
    onReject: fn(),
    onCancel: fn(),
  },
  decorators: [storyBox("w-[26rem] max-w-full")],
} satisfies Meta<typeof ReservationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Bestätigen" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const Confirmed: Story = {
  args: {
    reservation: {
      customerName: "Herr Weber",
      timeSlot: "20:00",
      guests: 2,
      tables: ["3", "4"],
      status: "confirmed",
    },
  },
};
/** The guest answered the reminder mail "Ich komme wie geplant". */
export const ConfirmedByGuest: Story = {
  args: {
    reservation: {
      customerName: "Herr Weber",
      timeSlot: "20:00",
      guests: 2,
      status: "confirmed",
      guestConfirmedLabel: "Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr",
    },
  },
};

/** A booking that came through Reserve with Google says so. */
export const BookedThroughGoogle: Story = {
  args: {
    reservation: {
      customerName: "Frau Novak",
      timeSlot: "19:30",
      guests: 4,
      status: "confirmed",
      channelLabel: "Gebucht über Google",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Gebucht über Google")).toBeVisible();
  },
};

/** "Stornieren" asks first whether to cancel; Escape (or Abbrechen) keeps the reservation. */
export const CancelAsksFirst: Story = {
  args: { reservation: { customerName: "Herr Weber", timeSlot: "20:00", guests: 2, status: "confirmed" } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Stornieren" }));
    // The dialog's code loads on first use: on a busy machine that chunk can take longer than
    // findByRole's default second.
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Möchten Sie diese Reservierung wirklich stornieren?" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Stornieren" })).toHaveFocus());
  },
};
/** A couple at table 4 at 20:00, through the steps of the visit. */
const herrWeber = { customerName: "Herr Weber", timeSlot: "20:00", guests: 2, tables: ["4"] };

/** At the door: blue, no cancelling any more; the visit's buttons come in as `actions`. */
export const Arrived: Story = {
  args: {
    reservation: { ...herrWeber, status: "arrived" },
    actions: <SeatingSteps next={["seated", "completed"]} undo="confirmed" onStep={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Angekommen")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Stornieren" })).toBeNull();
  },
};
/** At the table: green. */
export const Seated: Story = {
  args: {
    reservation: { ...herrWeber, status: "seated" },
    actions: <SeatingSteps next={["completed"]} undo="arrived" onStep={fn()} />,
  },
};
export const Cancelled: Story = {
  args: { reservation: { customerName: "Frau Kaya", timeSlot: "18:00", guests: 3, status: "cancelled" } },
};
export const Completed: Story = {
  args: { reservation: { customerName: "Frau Kaya", timeSlot: "18:00", guests: 3, status: "completed" } },
};
export const Busy: Story = { args: { busy: true } };
export const LongGermanText: Story = {
  args: {
    reservation: {
      customerName: "Hochzeitsgesellschaft Müller-Lüdenscheidt & Schwarzenberger-Großkopf",
      timeSlot: "12:00",
      guests: 28,
      tables: ["10", "11", "12", "14"],
      email: "maximilian.mueller-luedenscheidt@beispielunternehmen-gmbh.de",
      specialRequests:
        "Glutenfreies Menü für zwei Personen, ein Rollstuhlplatz, Sektempfang um 11:45 Uhr auf der Terrasse, falls das Wetter es zulässt.",
      status: "pending",
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
