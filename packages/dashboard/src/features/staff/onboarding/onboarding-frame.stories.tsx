import type { Meta, StoryObj } from "@storybook/react-vite";
import { commonTexts } from "@tischservice/core";
import { fn } from "storybook/test";
import { OnboardingFrame } from "./onboarding-frame.tsx";

const meta = {
  component: OnboardingFrame,
  parameters: { layout: "padded" },
  args: { children: <p className="m-0 text-sm">Inhalt der Karte</p> },
} satisfies Meta<typeof OnboardingFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Done: "Schließen" puts the card away. */
export const WithAction: Story = {
  args: { dismiss: { label: commonTexts.close, variant: "outline", busy: false, onDismiss: fn() } },
};

/** While the dismissal is on its way. */
export const Dismissing: Story = {
  args: { dismiss: { label: commonTexts.close, variant: "outline", busy: true, onDismiss: fn() } },
};
