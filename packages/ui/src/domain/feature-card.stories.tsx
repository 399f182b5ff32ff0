import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck } from "lucide-react";
import { storyBox } from "../test/story-box.tsx";
import { FeatureCard } from "./feature-card.tsx";

const meta = {
  title: "Domain/FeatureCard",
  component: FeatureCard,
  args: {
    title: "Intelligente Reservierungen",
    description: "Automatische Tischoptimierung und Konfliktvermeidung.",
    icon: <CalendarCheck />,
  },
  decorators: [storyBox("w-80 max-w-full")],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutIcon: Story = { args: { icon: undefined } };
export const LongGermanText: Story = {
  args: {
    title: "Automatische E-Mail-Benachrichtigungen für Gäste",
    description:
      "Reservierungsbestätigungen, Erinnerungen und Nachfassaktionen werden vollautomatisch in deutscher Sprache verschickt.",
  },
};
export const Dark: Story = { globals: { theme: "dark" } };
