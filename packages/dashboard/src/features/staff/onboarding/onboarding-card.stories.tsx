import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { OnboardingCard } from "./onboarding-card.tsx";

const open = { details: false, hours: false, tables: false, widget: false, testBooking: false };

const meta = {
  component: OnboardingCard,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <StoryRouter>
        <div className="max-w-3xl">
          <Story />
        </div>
      </StoryRouter>
    ),
  ],
  args: {
    state: { steps: { ...open, hours: true, tables: true }, dismissed: false },
    loading: false,
    error: false,
    onRetry: fn(),
    restaurantId: "r-1",
    origin: "https://app.tischservice.de",
    preview: false,
    dismissing: false,
    onDismiss: fn(),
    onWidgetCopied: fn(),
  },
} satisfies Meta<typeof OnboardingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of five steps done. */
export const Default: Story = {
  // The open checklist loads in its own chunk: the plays wait for it (findBy) instead of expecting it at once.
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 von 5 erledigt")).toBeVisible();
  },
};

/** Right after the sign-up: nothing is done yet. */
export const NothingDone: Story = { args: { state: { steps: open, dismissed: false } } };

/** The widget step's inline section with the code (the live preview needs the API, so it is off here). */
export const SnippetOpen: Story = {
  args: { defaultSnippetOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText("Ihr Code")).toHaveValue(
      '<script src="https://app.tischservice.de/widget.js" data-restaurant="r-1" async></script>',
    );
  },
};

/** "Ausblenden" is being saved: the button is busy and cannot be pressed twice. */
export const Dismissing: Story = {
  args: { dismissing: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: /Ausblenden/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** All five steps done: the completion note with "Schließen". */
export const Complete: Story = {
  args: {
    state: {
      steps: { details: true, hours: true, tables: true, widget: true, testBooking: true },
      dismissed: false,
    },
  },
};

export const Loading: Story = { args: { state: undefined, loading: true } };

export const LoadError: Story = {
  args: { state: undefined, error: true },
  play: async ({ canvas, args }) => {
    await canvas.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Dismissed: the card renders nothing. */
export const Dismissed: Story = {
  args: { state: { steps: open, dismissed: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="region"]')).toBeNull();
  },
};
