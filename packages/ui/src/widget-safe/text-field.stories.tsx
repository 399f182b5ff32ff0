import type { Meta, StoryObj } from "@storybook/react-vite";
import { guestBookingFormTexts } from "@tischservice/core/texts";
import { expect, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { TextField } from "./text-field.tsx";

const t = guestBookingFormTexts.de;

const meta = {
  title: "Widget-safe/TextField",
  component: TextField,
  args: { label: t.nameLabel, name: "name", autoComplete: "name" },
  decorators: [storyBox("w-80 max-w-full")],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: t.nameLabel });
    await userEvent.type(input, "Clara Gast");
    await expect(input).toHaveValue("Clara Gast");
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: t.nameLabel })).toBeRequired();
  },
};
export const WithError: Story = {
  args: { required: true, error: "Bitte geben Sie einen Namen für die Reservierung ein." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Bitte geben Sie einen Namen für die Reservierung ein.");
  },
};
export const Disabled: Story = {
  args: { disabled: true, value: "Clara Gast", readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};
