import type { Meta, StoryObj } from "@storybook/react-vite";
import { fitFloorPlanView } from "@tischservice/core";
import { useState } from "react";
import { fn } from "storybook/test";
import { demoLayout } from "../../../test/demo-layout.ts";
import { FloorPlanCanvas, type FloorPlanCanvasProps } from "./floor-plan-canvas.tsx";
import { floorPlanBounds } from "./floor-plan-model.ts";

const WIDTH = 900;
const HEIGHT = 560;

/** The canvas with its own pan and zoom state, fitted to the layout. */
function FittedCanvas({
  rooms,
  tables,
  onTableTap,
}: Pick<FloorPlanCanvasProps, "rooms" | "tables" | "onTableTap">) {
  const bounds = floorPlanBounds(rooms, tables) ?? { minX: 0, minY: 0, maxX: 800, maxY: 600 };
  const [view, setView] = useState(() => fitFloorPlanView(bounds, WIDTH, HEIGHT));
  return (
    <div className="w-fit rounded-xl border border-border bg-card">
      <FloorPlanCanvas
        rooms={rooms}
        tables={tables}
        bounds={{
          minX: bounds.minX - 300,
          minY: bounds.minY - 300,
          maxX: bounds.maxX + 300,
          maxY: bounds.maxY + 300,
        }}
        width={WIDTH}
        height={HEIGHT}
        view={view}
        onViewChange={setView}
        onTableTap={onTableTap}
      />
    </div>
  );
}

const small = demoLayout(2, 6);
const large = demoLayout(6, 50);

const meta = {
  component: FittedCanvas,
  parameters: { layout: "padded" },
  args: { rooms: small.rooms, tables: small.tables, onTableTap: fn() },
} satisfies Meta<typeof FittedCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SmallRestaurant: Story = {};
export const Empty: Story = { args: { rooms: [], tables: [] } };
export const ThreeHundredTables: Story = { args: { rooms: large.rooms, tables: large.tables } };
export const TablesWithoutRooms: Story = { args: { rooms: [], tables: small.tables.slice(0, 4) } };
