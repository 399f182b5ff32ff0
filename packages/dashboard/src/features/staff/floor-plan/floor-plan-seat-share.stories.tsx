import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FloorPlanSeatShare } from "./floor-plan-seat-share.tsx";

/** 80 % of 60 seats online: 48 for online bookings, 12 kept for walk-ins, no internal table. */
const eightyPercent = {
  sharePercent: 80,
  totalSeats: 60,
  onlineLimit: 48,
  heldForWalkIns: 12,
  heldSeats: 38,
  internalTables: 0,
  internalSeats: 0,
};

const meta = {
  component: FloorPlanSeatShare,
  parameters: { layout: "padded" },
  args: { share: eightyPercent },
} satisfies Meta<typeof FloorPlanSeatShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80 % of 60 seats: 12 kept for walk-ins, 38 of the 48 online seats taken at the moment shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Für Laufkundschaft gehalten: 12 von 60 Plätzen")).toBeVisible();
    await expect(canvas.getByText("Online-Grenze: 38 von 48 Plätzen belegt")).toBeVisible();
  },
};

/** The online limit reached, with two "Nur intern" tables. */
export const FullWithInternal: Story = {
  args: {
    share: { ...eightyPercent, heldSeats: 48, internalTables: 2, internalSeats: 8 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nur intern: 2 Tische, 8 Plätze")).toBeVisible();
  },
};

/** 100 % online with one internal table: only that table is held back. */
export const InternalOnly: Story = {
  args: {
    share: {
      ...eightyPercent,
      sharePercent: 100,
      onlineLimit: 60,
      heldForWalkIns: 0,
      heldSeats: 20,
      internalTables: 1,
      internalSeats: 6,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Laufkundschaft/)).toBeNull();
    await expect(canvas.getByText("Nur intern: 1 Tisch, 6 Plätze")).toBeVisible();
  },
};

/** Nothing held back (100 %, no internal table): nothing is shown. */
export const Empty: Story = {
  args: { share: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** A 390 px phone: the tags wrap. */
export const Phone: Story = {
  args: { ...FullWithInternal.args },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
