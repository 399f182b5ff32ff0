import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioGroup, RadioGroupItem } from "./radio-group.tsx";

const methods = [
  { value: "cash", label: "Bar" },
  { value: "card", label: "Karte" },
];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { "aria-label": "Zahlungsart", defaultValue: "cash" },
  render: (args) => (
    <RadioGroup {...args}>
      {methods.map((m) => (
        <div key={m.value} className="flex items-center gap-2">
          <RadioGroupItem id={`pay-${m.value}`} value={m.value} />
          <label htmlFor={`pay-${m.value}`} className="text-sm">
            {m.label}
          </label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CardChosen: Story = { args: { defaultValue: "card" } };
export const Disabled: Story = { args: { disabled: true } };
