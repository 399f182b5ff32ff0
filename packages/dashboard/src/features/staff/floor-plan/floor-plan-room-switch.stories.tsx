import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FloorPlanRoomSwitch } from "./floor-plan-room-switch.tsx";

const box = (minX: number, maxX: number) => ({ minX, minY: 30, maxX, maxY: 420 });

const meta = {
  component: FloorPlanRoomSwitch,
  parameters: { layout: "padded" },
  args: {
    rooms: [
      { id: "room-1", name: "Hauptraum", bounds: box(30, 540) },
      { id: "room-2", name: "Terrasse", bounds: box(570, 900) },
      { id: "room-3", name: "Wintergarten", bounds: box(930, 1200) },
    ],
    onAll: fn(),
    onRoom: fn(),
  },
} satisfies Meta<typeof FloorPlanRoomSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rooms: a tap on one moves the view there. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Terrasse" }));
    await expect(args.onRoom).toHaveBeenCalledWith(expect.objectContaining({ id: "room-2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Alle Räume" }));
    await expect(args.onAll).toHaveBeenCalled();
  },
};

/** One room needs no switch: nothing is shown. */
export const SingleRoom: Story = {
  args: { rooms: [{ id: "room-1", name: "Hauptraum", bounds: box(30, 540) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
