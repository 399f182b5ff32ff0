import type { Meta, StoryObj } from "@storybook/react-vite";
import { tableSchema } from "@tischservice/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { TableGrid } from "./table-grid.tsx";
import { TableStats } from "./table-stats.tsx";

const tables = [
  tableRecord({ _id: "a", tableNumber: "1", seats: 2, name: "2er Tisch 1" }),
  tableRecord({ _id: "b", tableNumber: "2", seats: 4 }),
  tableRecord({ _id: "c", tableNumber: "3", seats: 6, name: "" }),
  tableRecord({ _id: "d", tableNumber: "A7", seats: 10, name: "Stammtisch", location: "Terrasse" }),
].map((t) => tableSchema.parse(t));

const meta = {
  component: TableGrid,
  parameters: { layout: "padded" },
  decorators: [
    (Story, { args }) => (
      <div className="grid gap-4">
        <TableStats tables={args.tables} />
        <Story />
      </div>
    ),
  ],
  args: { tables, onSaveNumber: fn(), onDelete: fn() },
} satisfies Meta<typeof TableGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { tables: [] } };
export const Busy: Story = { args: { busyId: "b" } };
export const EditingWithError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Tischnummer von Stammtisch bearbeiten" }));
    const input = canvas.getByRole("textbox", { name: "Tischnummer" });
    await userEvent.clear(input);
    await userEvent.type(input, "2{Enter}");
    await expect(canvas.getByText("Diese Tischnummer ist bereits vergeben.")).toBeVisible();
    await expect(args.onSaveNumber).not.toHaveBeenCalled();
  },
};
export const WithInternalSwitch: Story = {
  args: { onInternalChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Tisch 2 nur intern" }));
    await expect(args.onInternalChange).toHaveBeenCalledWith("b", true);
  },
};
