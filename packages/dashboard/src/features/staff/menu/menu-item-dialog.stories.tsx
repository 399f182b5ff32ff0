import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { MenuItemDialog } from "./menu-item-dialog.tsx";
import { emptyMenuItemDraft } from "./menu-item-draft.ts";

const meta = {
  component: MenuItemDialog,
  args: {
    open: true,
    editing: false,
    initial: emptyMenuItemDraft,
    saving: false,
    error: null,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof MenuItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = {
  args: { editing: true, initial: { name: "Tiramisu", price: "6.50", type: "dessert" } },
};
export const Invalid: Story = { args: { error: "Bitte füllen Sie alle Felder korrekt aus" } };
export const Saving: Story = {
  args: { editing: true, saving: true, initial: { name: "Cola", price: "3.20", type: "drink" } },
};
export const ServerError: Story = { args: { error: "Fehler beim Speichern des Menüeintrags" } };
