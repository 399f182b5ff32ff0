import type { Meta, StoryObj } from "@storybook/react-vite";
import { editableWeek, openAllDays } from "@tischservice/core";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import { OpeningHoursEditor } from "./opening-hours-editor.tsx";

const week = openAllDays({});
week.monday = { ...week.monday, isOpen: false };
week.saturday = { ...week.saturday, hasLunchBreak: true, lunchBreakStart: "15:00", lunchBreakEnd: "17:00" };

const meta = {
  component: OpeningHoursEditor,
  parameters: { layout: "padded" },
  args: { value: week, problem: null, onChange: fn() },
} satisfies Meta<typeof OpeningHoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};

export const AllClosed: Story = { args: { value: editableWeek({}) } };

export const MissingCloseTime: Story = {
  args: {
    value: { ...week, tuesday: { ...week.tuesday, closeTime: "" } },
    problem: { day: "tuesday", message: "Bitte geben Sie für geöffnete Tage Öffnungs- und Schließzeit an." },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Dienstag: Bitte geben Sie");
  },
};

/** 'Alle öffnen' opens the closed Monday with 09:00–22:00. */
export const OpenAll: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <OpeningHoursEditor {...args} value={value} onChange={(next) => setValue(next)} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Alle öffnen" }));
    const monday = canvas.getByRole("group", { name: "Montag" });
    await expect(within(monday).getByRole("textbox", { name: "Öffnet" })).toHaveValue("09:00");
  },
};
