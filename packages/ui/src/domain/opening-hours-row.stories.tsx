import type { Meta, StoryObj } from "@storybook/react-vite";
import type { WeekdayHoursLike } from "@tischservice/core/rules";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { OpeningHoursRow } from "./opening-hours-row.tsx";

const meta = {
  title: "Domain/OpeningHoursRow",
  component: OpeningHoursRow,
  args: {
    day: "monday",
    value: { isOpen: true, openTime: "09:00", closeTime: "22:00", hasLunchBreak: false },
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<WeekdayHoursLike>(args.value);
    return (
      <div className="w-[40rem] max-w-full">
        <OpeningHoursRow
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof OpeningHoursRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { value: { isOpen: false } } };
export const WithLunchBreak: Story = {
  args: {
    day: "saturday",
    value: {
      isOpen: true,
      openTime: "11:00",
      closeTime: "23:00",
      hasLunchBreak: true,
      lunchBreakStart: "15:00",
      lunchBreakEnd: "17:00",
    },
  },
};
export const ToggleDay: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "Geöffnet" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isOpen: false }));
    await expect(canvas.getByRole("switch", { name: "Geschlossen" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("switch", { name: "Geschlossen" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Mittagspause" }));
    await expect(canvas.getByLabelText("Pause von")).toBeVisible();
  },
};
/** Times in 24 hours whatever the browser's language; a typed "2330" is 23:30. */
export const TypedTime: Story = {
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole("textbox", { name: "Schließt" });
    await expect(close).toHaveValue("22:00");
    await userEvent.clear(close);
    await userEvent.type(close, "2330");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ closeTime: "23:30" }));
  },
};
export const Mobile: Story = {
  ...WithLunchBreak,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
