import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch id="auto" {...args} />
      <label htmlFor="auto" className="text-sm">
        Reservierungen automatisch bestätigen
      </label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: "dark" } };
