import type { Meta, StoryObj } from "@storybook/react-vite";
import { roomSchema, type Table, tableSchema, userSchema } from "@tischservice/core";
import { Toaster } from "@tischservice/ui";
import { expect, userEvent, within } from "storybook/test";
import { ownerUser } from "../../../test/fixtures.ts";
import { combinationRecord, roomRecord, tableRecord } from "../../../test/table-fixtures.ts";
import { WithQueryClient } from "../../../test/with-query-client.tsx";
import { GastroProvider } from "../restaurant-context/restaurant-context.tsx";
import { initialDrawingHistory } from "./drawing-history.ts";
import { RoomDesigner } from "./room-designer.tsx";

const rooms = [roomRecord({ name: "Saal" })].map((room) => roomSchema.parse(room));
const tables = [
  tableRecord({ _id: "t-1", tableNumber: "1", roomId: "room-1", position: { x: 120, y: 120, rotation: 0 } }),
  tableRecord({
    _id: "t-2",
    tableNumber: "2",
    name: "6er Tisch 2",
    seats: 6,
    roomId: "room-1",
    position: { x: 270, y: 240, rotation: 45 },
  }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "2er Tisch 3", seats: 2 }),
].map((table) => tableSchema.parse(table));

const [first, second] = tables as [Table, Table];
const combinations = [combinationRecord("k1", "Fensterfront", [first, second])];

const meta = {
  component: RoomDesigner,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <WithQueryClient>
        <GastroProvider user={userSchema.parse(ownerUser)} restaurantId="r-1">
          <Toaster>
            <Story />
          </Toaster>
        </GastroProvider>
      </WithQueryClient>
    ),
  ],
  args: { rooms, tables },
} satisfies Meta<typeof RoomDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrawMode: Story = {};
export const Empty: Story = { args: { rooms: [], tables: [] } };
export const DrawingInProgress: Story = {
  args: {
    initialDrawing: {
      ...initialDrawingHistory,
      present: {
        closed: false,
        points: [
          { x: 450, y: 390 },
          { x: 750, y: 390 },
          { x: 750, y: 570 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Zeichnung: 3 Punkte")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Raumname" }), "Terrasse");
    await expect(canvas.getByRole("button", { name: "Raum speichern" })).toBeEnabled();
  },
};
export const PlaceModeWithSelection: Story = {
  args: { initialMode: "place", initialSelectedTableIds: ["t-2"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^6er Tisch 2, Saal/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByText("2er Tisch 3")).toBeVisible();
  },
};

/** Two tables chosen with Shift-click: both framed, "Kombinieren" says how many. */
export const PlaceModeWithMultiSelection: Story = {
  args: { initialMode: "place", initialSelectedTableIds: ["t-1", "t-2"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 Tische ausgewählt")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^4er Tisch 1, Saal/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: /^6er Tisch 2, Saal/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** "Mehrfachauswahl" on (touch and keyboard): every press adds or removes a table. */
export const MultiSelectSwitchOn: Story = {
  args: { initialMode: "place", initialMultiSelect: true, initialSelectedTableIds: ["t-2"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Mehrfachauswahl" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: /^4er Tisch 1, Saal/ }));
    await expect(canvas.getByText("2 Tische ausgewählt")).toBeVisible();
  },
};

/** A defined combination: its tables joined on the plan and listed under it. */
export const WithCombinations: Story = {
  args: { initialMode: "place", combinations },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Kombinationen" })).toBeVisible();
    await expect(canvas.getByText("Tisch 1 + Tisch 2 · 10 Plätze")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Kombination Fensterfront löschen" })).toBeEnabled();
  },
};
