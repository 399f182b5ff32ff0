import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { FloorPlanTimeControl } from "./floor-plan-time-control.tsx";

const meta = {
  component: FloorPlanTimeControl,
  parameters: { layout: "padded" },
  args: {
    choice: { kind: "now" },
    times: ["19:30", "20:00", "20:30", "21:00", "21:30"],
    caption: "Jetzt, 19:10 Uhr",
    onChoice: fn(),
  },
} satisfies Meta<typeof FloorPlanTimeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Now: "+30 Min." looks half an hour ahead. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Jetzt" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "+30 Min." }));
    await expect(args.onChoice).toHaveBeenCalledWith({ kind: "ahead", minutes: 30 });
  },
};

/** Half an hour ahead. */
export const Ahead: Story = { args: { choice: { kind: "ahead", minutes: 30 }, caption: "Stand 19:40 Uhr" } };

/** One of the day's times chosen. */
export const TimeChosen: Story = {
  args: { choice: { kind: "time", time: "20:30" }, caption: "Stand 20:30 Uhr" },
};

/** After the last time of the day: only "Jetzt" and "+30 Min.". */
export const Empty: Story = {
  args: { times: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Uhrzeit" })).toBeDisabled();
  },
};
