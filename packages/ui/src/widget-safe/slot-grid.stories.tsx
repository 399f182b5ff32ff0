import type { Meta, StoryObj } from "@storybook/react-vite";
import { guestBookingFormTexts, slotStatusTexts } from "@tischservice/core/texts";
import { useId, useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { SlotGrid, type SlotGridProps, type SlotGridTexts } from "./slot-grid.tsx";

const t: SlotGridTexts = {
  ...guestBookingFormTexts.de,
  availableMark: slotStatusTexts.available,
  unavailableMark: slotStatusTexts.fullyBooked,
  statusText: (status) => status,
};

/** A heading names the grid and the choice is held, as in the widget's pick step. */
function Controlled({ value, onSelect, ...props }: SlotGridProps) {
  const [time, setTime] = useState(value);
  const headingId = useId();
  return (
    <section className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        {guestBookingFormTexts.de.slotsHeading}
      </h3>
      <SlotGrid
        {...props}
        labelledBy={headingId}
        value={time}
        onSelect={(next) => {
          setTime(next);
          onSelect(next);
        }}
      />
    </section>
  );
}

const meta = {
  title: "Widget-safe/SlotGrid",
  component: SlotGrid,
  args: {
    t,
    value: null,
    labelledBy: "",
    onSelect: fn(),
    slots: [
      { time: "18:00", available: true, status: "" },
      { time: "18:30", available: true, status: "" },
      { time: "19:00", available: false, status: "Ausgebucht" },
      { time: "19:30", available: false, status: "Keine passenden Tische" },
      { time: "20:00", available: true, status: "" },
    ],
  },
  render: (args) => <Controlled {...args} />,
  decorators: [storyBox("w-96 max-w-full")],
} satisfies Meta<typeof SlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /18:30/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith("18:30");
    await expect(canvas.getByRole("button", { name: /18:30/ })).toHaveAttribute("aria-pressed", "true");
  },
};
export const Selected: Story = {
  args: { value: "20:00" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /20:00/ })).toHaveAttribute("aria-pressed", "true");
  },
};
export const Unavailable: Story = {
  play: async ({ canvas, args }) => {
    const slot = canvas.getByRole("button", { name: /19:30/ });
    await expect(slot).toHaveAttribute("aria-disabled", "true");
    await expect(slot).toHaveAccessibleDescription("Keine passenden Tische");
    await userEvent.click(slot);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(guestBookingFormTexts.de.noSlots)).toBeVisible();
  },
};
