import type { Meta, StoryObj } from "@storybook/react-vite";
import { type Table, tableSchema } from "@tischservice/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { combinationRecord, tableRecord } from "../../../test/table-fixtures.ts";
import { TableCombinationsSection } from "./table-combinations-section.tsx";

const tables = [
  tableRecord({ _id: "a", tableNumber: "1", seats: 4 }),
  tableRecord({ _id: "b", tableNumber: "2", seats: 4 }),
  tableRecord({ _id: "c", tableNumber: "3", seats: 2, internal: true }),
  tableRecord({ _id: "d", tableNumber: "4", seats: 6 }),
].map((t) => tableSchema.parse(t));

const [a, b, c, d] = tables as [Table, Table, Table, Table];
const combinations = [combinationRecord("k1", "Fensterfront", [a, b]), combinationRecord("k2", "", [c, d])];

const meta = {
  component: TableCombinationsSection,
  parameters: { layout: "padded" },
  args: {
    combinations,
    tables,
    status: "ready",
    onCreate: fn(() => true),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TableCombinationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Fensterfront")).toBeVisible();
    await expect(canvas.getByText("Tisch 1 + Tisch 2 · 8 Plätze")).toBeVisible();
    await expect(canvas.getByText("Intern")).toBeVisible();
  },
};
export const Loading: Story = { args: { status: "loading", combinations: [] } };
export const Empty: Story = {
  args: { combinations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/automatisch zusammengestellt/)).toBeVisible();
  },
};
export const LoadError: Story = { args: { status: "error", combinations: [] } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Kombination anlegen" })).toBeDisabled();
  },
};
export const Creating: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Kombination anlegen" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Tisch 1/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Tisch 4/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Kombination speichern" }));
    await expect(args.onCreate).toHaveBeenCalledWith({ tableIds: ["a", "d"] });
  },
};
