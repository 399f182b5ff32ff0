import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyBox } from "../test/story-box.tsx";
import { Textarea } from "./textarea.tsx";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { "aria-label": "Besondere Wünsche", placeholder: "z.B. Kinderstuhl, Allergien" },
  decorators: [storyBox("w-80")],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "?" } };
export const LongGermanText: Story = {
  args: {
    defaultValue:
      "Wir feiern den 80. Geburtstag unserer Großmutter und bräuchten einen ruhigen Tisch in der Nähe des Eingangs, barrierefrei erreichbar, mit zwei Kinderstühlen.",
  },
};
