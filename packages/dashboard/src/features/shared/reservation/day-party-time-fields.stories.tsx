import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationEditTexts } from "@tischservice/core";
import { expect, fn } from "storybook/test";
import { DayPartyTimeFields } from "./day-party-time-fields.tsx";

const texts = {
  ...reservationEditTexts,
  date: reservationEditTexts.fields.reservationDate,
  guests: reservationEditTexts.fields.numberOfGuests,
  time: reservationEditTexts.fields.timeSlot,
};

const meta = {
  component: DayPartyTimeFields,
  parameters: { layout: "padded" },
  decorators: [(Story) => <div className="grid max-w-xl gap-3 sm:grid-cols-2">{Story()}</div>],
  args: {
    draft: { reservationDate: "2026-06-12", numberOfGuests: 2, timeSlot: "19:00" },
    onChange: fn(),
    times: {
      options: [
        { time: "18:30", current: false },
        { time: "19:00", current: true },
        { time: "19:30", current: false },
      ],
      loading: false,
      failed: false,
    },
    maxGuests: 30,
    texts,
  },
} satisfies Meta<typeof DayPartyTimeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking's own time chosen, marked as the one it has now. */
export const CurrentTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Uhrzeit/ })).toHaveTextContent("19:00 Uhr (bisher)");
  },
};

/** The free times are still loading. */
export const Loading: Story = {
  args: {
    draft: { reservationDate: "2026-06-13", numberOfGuests: 2, timeSlot: "19:00" },
    times: { options: [], loading: true, failed: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Uhrzeit/ })).toHaveTextContent(
      reservationEditTexts.timesLoading,
    );
  },
};

/** No time left that day for the party: said under the field. */
export const NoTimes: Story = {
  args: { times: { options: [], loading: false, failed: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(reservationEditTexts.noTimes)).toBeVisible();
  },
};

/** The free times could not be loaded. */
export const TimesFailed: Story = {
  args: { times: { options: [], loading: false, failed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(reservationEditTexts.timesFailed)).toBeVisible();
  },
};

/** Tried without a time: the missing choice is named at the field. */
export const TimeMissing: Story = {
  args: {
    draft: { reservationDate: "2026-06-12", numberOfGuests: 2, timeSlot: "" },
    timeError: reservationEditTexts.chooseTime,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Uhrzeit/ })).toHaveAccessibleDescription(
      reservationEditTexts.chooseTime,
    );
  },
};
