import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { MyReservationCard } from "./my-reservation-card.tsx";

const [pending, confirmed, cancelled] = storyReservations([
  { reservationDate: "2026-05-20", timeSlot: "19:00", numberOfGuests: 4, status: "pending" },
  { reservationDate: "2026-05-22", timeSlot: "20:30", numberOfGuests: 2, status: "confirmed" },
  { reservationDate: "2026-05-23", timeSlot: "18:00", numberOfGuests: 6, status: "cancelled" },
]);

const meta = {
  component: MyReservationCard,
  args: {
    reservation: pending,
    restaurantName: "Trattoria Demo",
    canCancel: true,
    onCancel: fn(),
    busy: false,
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyReservationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Confirmed: Story = { args: { reservation: confirmed } };
export const Cancelled: Story = { args: { reservation: cancelled, canCancel: false } };
export const StartedNoCancel: Story = { args: { reservation: confirmed, canCancel: false } };
export const Cancelling: Story = { args: { busy: true } };
