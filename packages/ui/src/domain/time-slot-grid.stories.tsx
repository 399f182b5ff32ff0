import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { type TimeSlot, TimeSlotGrid } from "./time-slot-grid.tsx";

const slots: TimeSlot[] = [
  { time: "17:00", available: true },
  { time: "17:30", available: true },
  { time: "18:00", available: false, status: "Ausgebucht" },
  { time: "18:30", available: true },
  { time: "19:00", available: false, status: "Keine passenden Tische" },
  { time: "19:30", available: true },
  { time: "20:00", available: true },
  { time: "20:30", available: false, status: "Ausgebucht" },
];

const meta = {
  title: "Domain/TimeSlotGrid",
  component: TimeSlotGrid,
  args: { slots, onSelect: fn(), "aria-label": "Verfügbare Zeiten" },
  decorators: [storyBox("w-[26rem] max-w-full pt-10")],
} satisfies Meta<typeof TimeSlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pick a slot with the mouse, then another with the keyboard. */
export const PickSlot: Story = {
  render: (args) => {
    const [value, setValue] = useState<string | null>(null);
    return (
      <TimeSlotGrid
        {...args}
        value={value}
        onSelect={(time) => {
          setValue(time);
          args.onSelect?.(time);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /19:30/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith("19:30");
    await expect(canvas.getByRole("button", { name: /19:30/ })).toHaveAttribute("aria-pressed", "true");
    canvas.getByRole("button", { name: /17:00/ }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("17:00");
  },
};

/** A booked slot stays focusable, shows its status as tooltip and ignores clicks. */
export const UnavailableTooltip: Story = {
  play: async ({ canvas, args }) => {
    const slot = canvas.getByRole("button", { name: /19:00/ });
    await expect(slot).toHaveAttribute("aria-disabled", "true");
    await expect(slot).toHaveAccessibleDescription("Keine passenden Tische");
    slot.focus();
    await waitFor(() =>
      expect(canvas.getByRole("tooltip", { name: "Keine passenden Tische" })).toBeVisible(),
    );
    await userEvent.click(slot);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Verfügbare Zeiten werden geladen...");
  },
};
export const Selected: Story = { args: { value: "18:30" } };
export const Empty: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Keine Zeiten verfügbar")).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { args: { value: "17:30" }, globals: { theme: "dark" } };
