import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";
import { Textarea } from "./textarea.tsx";

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  args: { label: "Vorname", children: null },
  decorators: [storyBox("w-80")],
  render: (args) => (
    <FormField {...args}>
      <Input />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Vorname" })).toBeRequired();
  },
};
export const WithHint: Story = {
  args: { label: "Telefon", hint: "Für Rückfragen zur Reservierung." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Telefon" })).toHaveAccessibleDescription(
      "Für Rückfragen zur Reservierung.",
    );
  },
};
export const WithError: Story = {
  args: { label: "E-Mail", required: true, error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-Mail" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  },
};
export const WithTextarea: Story = {
  args: { label: "Nachricht", hint: "Optional" },
  render: (args) => (
    <FormField {...args}>
      <Textarea placeholder="Ihre Nachricht an uns" />
    </FormField>
  ),
};
export const LongGermanText: Story = {
  args: {
    label: "Name für Reservierung (wird dem Personal im Kalender und auf der Tischkarte angezeigt)",
    error: "Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten.",
  },
};
export const Dark: Story = { args: { required: true, error: "Pflichtfeld" }, globals: { theme: "dark" } };
