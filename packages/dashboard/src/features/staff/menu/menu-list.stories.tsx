import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { MenuList } from "./menu-list.tsx";

const meta = {
  component: MenuList,
  parameters: { layout: "padded" },
  args: { items: demoMenu, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof MenuList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {};
export const OneCategoryEmpty: Story = { args: { items: demoMenu.filter((i) => i.type !== "dessert") } };
export const Empty: Story = { args: { items: [] } };
