import type { Meta, StoryObj } from "@storybook/react-vite";
import { onboardingTexts } from "@tischservice/core";
import { OnboardingStep } from "./onboarding-step.tsx";

const meta = {
  component: OnboardingStep,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <ol className="m-0 max-w-xl list-none p-0">
        <Story />
      </ol>
    ),
  ],
  args: {
    title: onboardingTexts.steps.hours.title,
    description: onboardingTexts.steps.hours.description,
    done: false,
  },
} satisfies Meta<typeof OnboardingStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Done: Story = { args: { done: true } };
