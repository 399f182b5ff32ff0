import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { demoLayout } from "../../../test/demo-layout.ts";
import { DesignerCanvas } from "./designer-canvas.tsx";
import { emptyDrawing } from "./drawing-history.ts";

const small = demoLayout(1, 5);
const room = small.rooms[0];
const rooms = room
  ? [
      {
        ...room,
        name: "Saal",
        shape: [
          { x: 30, y: 30 },
          { x: 450, y: 30 },
          { x: 450, y: 390 },
          { x: 30, y: 390 },
        ],
      },
      {
        ...room,
        _id: "room-2",
        name: "Terrasse",
        color: "#bbf7d0",
        shape: [
          { x: 510, y: 30 },
          { x: 750, y: 30 },
          { x: 750, y: 270 },
          { x: 630, y: 390 },
          { x: 510, y: 390 },
        ],
      },
    ]
  : [];
const tables = small.tables.map((t, i) => ({ ...t, x: 90 + i * 75, y: 120 }));

const meta = {
  component: DesignerCanvas,
  parameters: { layout: "padded" },
  args: {
    mode: "place",
    rooms,
    selectedRoomId: null,
    drawing: emptyDrawing,
    tables,
    selectedTableId: null,
    onCanvasClick: fn(),
    onCanvasDoubleClick: fn(),
    onTableSelect: fn(),
    onTableMove: fn(),
    onTableEdit: fn(),
    onTableDrop: fn(),
  },
} satisfies Meta<typeof DesignerCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmallRestaurant: Story = {};
export const Empty: Story = { args: { rooms: [], tables: [], mode: "draw" } };
export const TableSelected: Story = { args: { selectedTableId: tables[1]?.id ?? null } };
export const RoomSelected: Story = { args: { mode: "draw", selectedRoomId: "room-2" } };
export const DrawingInProgress: Story = {
  args: {
    mode: "draw",
    drawing: {
      closed: false,
      points: [
        { x: 90, y: 450 },
        { x: 390, y: 450 },
        { x: 390, y: 570 },
      ],
    },
  },
};
export const DrawingClosed: Story = {
  args: {
    mode: "draw",
    drawing: {
      closed: true,
      points: [
        { x: 90, y: 450 },
        { x: 390, y: 450 },
        { x: 390, y: 570 },
        { x: 90, y: 570 },
      ],
    },
  },
};

/** A table on the room's top-left corner: the name is drawn above the tables, where no table covers it. */
export const TableOnRoomName: Story = {
  args: { tables: tables.map((t, i) => (i === 0 ? { ...t, x: 60, y: 60 } : t)) },
};

/** Three tables chosen to combine: each framed in dashes, distinct from the single selection. */
export const MultiSelection: Story = {
  args: { multiSelectedIds: tables.slice(0, 3).map((t) => t.id) },
};

/** Defined combinations: a thin dashed line joins the centres of their tables. */
export const CombinedTables: Story = {
  args: {
    combinations: [
      { id: "k1", tableIds: tables.slice(0, 2).map((t) => t.id) },
      { id: "k2", tableIds: tables.slice(2, 5).map((t) => t.id) },
    ],
  },
};
