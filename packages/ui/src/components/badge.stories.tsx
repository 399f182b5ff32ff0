import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.tsx";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Italienisch" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Beliebt</Badge>
      <Badge variant="secondary">Verwalter</Badge>
      <Badge variant="outline">Unterbenutzer</Badge>
      <Badge variant="success">Online</Badge>
      <Badge variant="warning">3 neu</Badge>
      <Badge variant="destructive">Fehler</Badge>
      <Badge variant="info">Hinweis</Badge>
    </div>
  ),
};
export const LongGermanText: Story = { args: { children: "Besonderes Ereignis: Weihnachtsfeier" } };
export const Dark: Story = { ...AllVariants, globals: { theme: "dark" } };
