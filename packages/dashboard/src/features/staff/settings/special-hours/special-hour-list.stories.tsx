import type { Meta, StoryObj } from "@storybook/react-vite";
import { specialHourSchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { christmasRecord } from "./special-hour-fixtures.ts";
import { SpecialHourList } from "./special-hour-list.tsx";

const entries = [
  christmasRecord,
  {
    _id: "h-2",
    title: "Sommerfest",
    type: "special_event",
    startDate: "2026-07-04",
    endDate: "2026-07-04",
    customHours: { openTime: "12:00", closeTime: "23:00" },
    description: "Live-Musik im Garten",
  },
  {
    _id: "h-3",
    title: "Betriebsurlaub",
    type: "vacation",
    startDate: "2026-08-10",
    endDate: "2026-08-24",
    isClosed: true,
  },
].map((entry) => specialHourSchema.parse(entry));

const meta = {
  component: SpecialHourList,
  parameters: { layout: "padded" },
  args: { entries, busyId: null, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof SpecialHourList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Empty: Story = { args: { entries: [] } };
export const Deleting: Story = { args: { busyId: "h-2" } };
/** More entries than fit: the list scrolls at 500 px. */
export const Scrolling: Story = {
  args: {
    entries: Array.from({ length: 12 }, (_, i) =>
      specialHourSchema.parse({ ...entries[0], _id: `h-${i}`, title: `Feiertag ${i + 1}` }),
    ),
  },
};
