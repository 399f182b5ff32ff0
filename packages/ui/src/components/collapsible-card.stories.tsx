import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clock } from "lucide-react";
import { storyBox } from "../test/story-box.tsx";
import { CollapsibleCard } from "./collapsible-card.tsx";

const meta = {
  title: "Primitives/CollapsibleCard",
  component: CollapsibleCard,
  args: {
    title: "Öffnungszeiten",
    description: "Wann Gäste reservieren können",
    icon: <Clock />,
    children: <p className="text-sm">Montag bis Sonntag 09:00–22:00</p>,
  },
  decorators: [storyBox("w-[28rem] max-w-full")],
} satisfies Meta<typeof CollapsibleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { defaultOpen: false } };
export const LongGermanText: Story = {
  args: {
    title: "Feiertage & Spezielle Zeiten",
    description: "Betriebsferien, Feiertage und besondere Ereignisse",
  },
};
export const Dark: Story = { globals: { theme: "dark" } };
