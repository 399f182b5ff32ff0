import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CapacitySettings } from "./capacity-settings.tsx";

const meta = {
  component: CapacitySettings,
  parameters: { layout: "padded" },
  args: {
    value: {
      bookingHorizonDays: 180,
      sameDayCutoff: null,
      pacing: null,
      onlineSeatShare: 100,
      changeCutoffHours: 2,
    },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CapacitySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 180 days ahead, no cut-off, no pacing, every seat online. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Buchungshorizont (Tage)" })).toHaveValue(180);
  },
};

/**
 * A restaurant that paces 12 guests per 15 minutes, closes online at 16:00, keeps 30 % for walk-ins and
 * lets guests change their booking until a day before.
 */
export const Limited: Story = {
  args: {
    value: {
      bookingHorizonDays: 60,
      sameDayCutoff: "16:00",
      pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: 4 },
      onlineSeatShare: 70,
      changeCutoffHours: 24,
    },
  },
};

/** Error: a horizon outside 1–730 days is refused beneath the field, nothing is saved. */
export const InvalidHorizon: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const horizon = canvas.getByRole("spinbutton", { name: "Buchungshorizont (Tage)" });
    await userEvent.clear(horizon);
    await userEvent.type(horizon, "900");
    await expect(
      canvas.getByText("Der Buchungshorizont muss zwischen 1 und 730 Tagen liegen."),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ bookingHorizonDays: 900 }),
      expect.anything(),
    );
  },
};

/** A sub-user sees the settings but cannot change them. */
export const Disabled: Story = { args: { disabled: true } };

/** The configuration is still loading. */
export const Loading: Story = { args: { value: undefined } };
