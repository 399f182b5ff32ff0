import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

const meta = {
  title: "Primitives/PasswordInput",
  component: PasswordInput,
  decorators: [storyBox("w-80")],
  render: (args) => (
    <FormField label="Passwort">
      <PasswordInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: "geheim123" } };
export const ShowAndHide: Story = {
  args: { defaultValue: "geheim123" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Passwort", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Passwort anzeigen" }));
    await expect(input).toHaveAttribute("type", "text");
    await userEvent.click(canvas.getByRole("button", { name: "Passwort verbergen" }));
    await expect(input).toHaveAttribute("type", "password");
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "geheim123" } };
export const WithError: Story = {
  name: "Error",
  render: (args) => (
    <FormField label="Neues Passwort" error="Das Passwort muss mindestens 6 Zeichen lang sein.">
      <PasswordInput autoComplete="new-password" {...args} />
    </FormField>
  ),
};
