import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { SeatingSteps } from "./seating-steps.tsx";

const meta = {
  title: "Domain/SeatingSteps",
  component: SeatingSteps,
  args: { next: ["arrived", "seated"], undo: null, onStep: fn() },
} satisfies Meta<typeof SeatingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the guest may arrive or be seated straight away. */
export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await canvas.getByRole("button", { name: "Angekommen" }).click();
    await expect(args.onStep).toHaveBeenCalledWith("arrived");
  },
};
/** At the door: seat them, or close the visit; the undo goes back to Bestätigt. */
export const Arrived: Story = { args: { next: ["seated", "completed"], undo: "confirmed" } };
/** At the table: close the visit; the undo goes back to Angekommen. */
export const Seated: Story = {
  args: { next: ["completed"], undo: "arrived" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Rückgängig: zurück zu „Angekommen“" })).toBeVisible();
  },
};
/** Completed today: only the undo back to the table. */
export const CompletedToday: Story = { args: { next: [], undo: "seated" } };
export const Busy: Story = { args: { next: ["completed"], undo: "arrived", busy: true } };
/** A phone's compact row: icons, names for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = {
  args: { next: ["seated", "completed"], undo: "confirmed" },
  globals: { theme: "dark" },
};
