import type { Meta, StoryObj } from "@storybook/react-vite";
import { guestBookingFormTexts } from "@tischservice/core/texts";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { GuestPicker, type GuestPickerProps } from "./guest-picker.tsx";

/** Holds the value as the widget's booking flow does. */
function Controlled({ value, onChange, t }: GuestPickerProps) {
  const [guests, setGuests] = useState(value);
  return (
    <GuestPicker
      t={t}
      value={guests}
      onChange={(next) => {
        setGuests(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Widget-safe/GuestPicker",
  component: GuestPicker,
  args: { t: guestBookingFormTexts.de, value: 2, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [storyBox("w-80 max-w-full")],
} satisfies Meta<typeof GuestPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "2" })).toHaveAttribute("aria-pressed", "true");
  },
};
export const PickFour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "4" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole("button", { name: "4" })).toHaveAttribute("aria-pressed", "true");
  },
};
export const LargerGroup: Story = {
  args: { value: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Größere Gruppe?" })).toHaveValue(21);
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
  },
};
export const English: Story = {
  args: { t: guestBookingFormTexts.en },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Guests" })).toBeVisible();
  },
};
