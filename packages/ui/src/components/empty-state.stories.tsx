import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarX2 } from "lucide-react";
import { storyBox } from "../test/story-box.tsx";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  args: {
    title: "Keine Reservierungen heute",
    description: "Bereit für neue Buchungen",
    icon: <CalendarX2 />,
    action: <Button variant="outline">Kalender öffnen</Button>,
  },
  decorators: [storyBox("w-96 max-w-full")],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, action: undefined, icon: undefined } };
export const LongGermanText: Story = {
  args: {
    title: "Keine Reservierungen gefunden",
    description: "Keine Daten für Letzte 30 Tage verfügbar. Versuchen Sie andere Suchkriterien.",
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
