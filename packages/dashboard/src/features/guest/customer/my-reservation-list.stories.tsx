import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { fixedNow } from "../../../test/fixtures.ts";
import { storyReservations } from "../../../test/story-fixtures.ts";
import { MyReservationList } from "./my-reservation-list.tsx";

const meta = {
  component: MyReservationList,
  parameters: { layout: "padded" },
  args: {
    reservations: storyReservations([
      {
        reservationDate: "2026-05-20",
        timeSlot: "19:00",
        status: "pending",
        restaurantName: "Trattoria Demo",
      },
      {
        reservationDate: "2026-05-02",
        timeSlot: "20:00",
        status: "confirmed",
        restaurantName: "Trattoria Demo",
      },
      {
        reservationDate: "2026-05-24",
        timeSlot: "18:30",
        status: "cancelled",
        restaurantName: "Gasthaus Hirsch",
      },
    ]),
    now: fixedNow,
    busyId: null,
    onCancel: fn(),
  },
} satisfies Meta<typeof MyReservationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { reservations: [] } };
