import type { Meta, StoryObj } from "@storybook/react-vite";
import { commonTexts } from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { OnboardingFrame } from "./onboarding-frame.tsx";

const meta = {
  title: "Dashboard/Onboarding/Frame",
  component: OnboardingFrame,
  parameters: { layout: "padded" },
  args: { children: <p className="m-0 text-sm">Inhalt der Karte</p> },
} satisfies Meta<typeof OnboardingFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="outline">
        {commonTexts.close}
      </Button>
    ),
  },
};
