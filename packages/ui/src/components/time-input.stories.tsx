import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { FormField } from "./form-field.tsx";
import { TimeInput, type TimeInputProps } from "./time-input.tsx";

/** Keeps what the field reports, as the settings do. */
function Kept(args: TimeInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FormField label="Öffnet">
      <TimeInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: "Primitives/TimeInput",
  component: TimeInput,
  decorators: [storyBox("w-40")],
  args: { value: "18:00", onChange: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time in 24 hours, the same in every browser language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Öffnet" })).toHaveValue("18:00");
  },
};

/** No time yet: the placeholder shows the format. */
export const Empty: Story = { args: { value: "" } };

/** Typed short ("930") and left: shown as 09:30. */
export const TypedShort: Story = {
  args: { value: "" },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole("textbox", { name: "Öffnet" });
    await userEvent.type(field, "930");
    await userEvent.tab();
    await expect(field).toHaveValue("09:30");
    await expect(args.onChange).toHaveBeenLastCalledWith("09:30");
  },
};

/** A text that is no time: marked invalid, nothing passed on. */
export const NotATime: Story = {
  args: { value: "" },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole("textbox", { name: "Öffnet" });
    await userEvent.type(field, "25:00");
    await userEvent.tab();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** An error from the form around it. */
export const WithError: Story = {
  name: "Error",
  render: (args) => (
    <FormField label="Schließt" error="Bitte geben Sie eine Schließzeit an.">
      <TimeInput {...args} value="" />
    </FormField>
  ),
};
