import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { placeholder: "name@restaurant.de", "aria-label": "E-Mail" },
  decorators: [storyBox("w-80")],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-Mail" });
    await userEvent.type(input, "info@trattoria.de");
    await expect(input).toHaveValue("info@trattoria.de");
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "E-Mail" })).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, value: "gesperrt@restaurant.de", readOnly: true } };
export const Invalid: Story = {
  render: () => (
    <FormField label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." required>
      <Input type="email" defaultValue="max@" />
    </FormField>
  ),
};
export const LongGermanText: Story = {
  args: { defaultValue: "Gaststätte Zum Goldenen Löwen – Rheinuferpromenade Düsseldorf-Altstadt" },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
