import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NewReservationToastBody } from "./new-reservation-toast-body.tsx";

const notice = {
  reservationId: "res-1",
  customerName: "Anna Schmidt",
  restaurantName: "Trattoria Demo",
  date: "2026-12-24",
  time: "19:00",
  guests: 4,
  tableNames: ["3"],
};

const meta = {
  component: NewReservationToastBody,
  parameters: { layout: "padded" },
  args: { notice, href: "/app/reservation/res-1", onOpen: fn() },
} satisfies Meta<typeof NewReservationToastBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Details öffnen" }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** The test event names no reservation: text only. */
export const WithoutReservation: Story = {
  args: { notice: { ...notice, reservationId: undefined, customerName: "Testbenachrichtigung" }, href: null },
};

/** A regular booked: the toast says so with the visit. */
export const RegularBooked: Story = {
  args: { guestLine: <span className="font-medium">Stammgast hat reserviert · 7. Besuch</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Stammgast hat reserviert · 7. Besuch")).toBeVisible();
  },
};
