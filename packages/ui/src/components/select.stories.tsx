import type { Meta, StoryObj } from "@storybook/react-vite";
import { cuisineSelectOptions } from "@tischservice/core/texts";
import { expect } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { FormField } from "./form-field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

const meta = {
  title: "Primitives/Select",
  component: Select,
  decorators: [storyBox("w-72")],
  render: (args) => (
    <FormField label="Küche">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {cuisineSelectOptions.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: "Italienisch" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "Deutsch" } };
/** FormField names the trigger by its label; the chosen value shows in it. */
export const NamedByFormField: Story = {
  args: { defaultValue: "Griechisch" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Küche" })).toHaveTextContent("Griechisch");
  },
};
export const WithError: Story = {
  name: "Error",
  render: () => (
    <FormField label="Rolle" error="Bitte wählen Sie eine Rolle." required>
      <Select>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="Gastro">Gastronomiebetrieb</SelectItem>
          <SelectItem value="Admin">Administrator</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  ),
};
