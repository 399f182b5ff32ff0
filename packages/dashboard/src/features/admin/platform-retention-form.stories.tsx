import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { PlatformRetentionForm } from "./platform-retention-form.tsx";

const meta = {
  component: PlatformRetentionForm,
  args: {
    retention: {
      reservationMonths: 24,
      defaultReservationMonths: 24,
      maxReservationMonths: 120,
      updatedAt: null,
    },
    loading: false,
    failed: false,
    onRetry: fn(),
    onSave: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlatformRetentionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton")).toHaveValue(24);
  },
};

/** An admin set a longer period. */
export const Changed: Story = {
  args: {
    retention: {
      reservationMonths: 36,
      defaultReservationMonths: 24,
      maxReservationMonths: 120,
      updatedAt: "2026-11-20T09:00:00.000Z",
    },
  },
};

export const Loading: Story = { args: { retention: null, loading: true } };

export const Failed: Story = {
  args: { retention: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};

/** Error: a period outside 1 to 120 is refused before anything is sent. */
export const Refused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByRole("spinbutton"));
    await userEvent.type(canvas.getByRole("spinbutton"), "200");
    await userEvent.click(canvas.getByRole("button", { name: "Speichern" }));
    await expect(
      canvas.getByText("Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und 120 an."),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };
