import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { RetentionMonthsField } from "./retention-months-field.tsx";

const meta = {
  component: RetentionMonthsField,
  parameters: { layout: "padded" },
  args: { months: null, platformMonths: 24, onSave: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RetentionMonthsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No own period: the platform's applies. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aktuell: Standard der Plattform (24 Monate)")).toBeVisible();
  },
};

/** The restaurant keeps guests' data for 6 months only. */
export const Shortened: Story = { args: { months: 6 } };

/** A save on its way: the button says so and waits. */
export const Loading: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("spinbutton"), "12");
    await userEvent.click(canvas.getByRole("button", { name: "Speichern" }));
    await expect(canvas.getByRole("button", { name: "Speichert …" })).toBeDisabled();
  },
};

/** Error: more than the platform allows, refused with the platform's maximum, nothing sent. */
export const Refused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole("spinbutton"), "36");
    await userEvent.click(canvas.getByRole("button", { name: "Speichern" }));
    await expect(
      canvas.getByText(
        "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 24 Monaten nicht überschreiten.",
      ),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { months: 6, disabled: true } };
