import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyBox } from "../test/story-box.tsx";
import { MonthCalendarDay } from "./month-calendar-day.tsx";

const meta = {
  title: "Domain/MonthCalendarDay",
  component: MonthCalendarDay,
  args: {
    cell: {
      date: "2025-05-14",
      inMonth: true,
      isToday: false,
      count: 3,
      countLabel: "3",
      isClosed: false,
    },
    onClick: fn(),
  },
  decorators: [storyBox("w-16")],
} satisfies Meta<typeof MonthCalendarDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen reader hears the date and the count in words; the digits are for the eye. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole("button", { name: "Mittwoch, 14. Mai 2025: 3 Reservierungen" });
    await expect(day).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(day);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = {
  args: {
    cell: { date: "2025-05-20", inMonth: true, isToday: false, count: 0, countLabel: "0", isClosed: false },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Dienstag, 20. Mai 2025: 0 Reservierungen" }),
    ).toBeVisible();
  },
};
/** More than 99 reservations: the badge says 99+. */
export const Capped: Story = {
  args: {
    cell: {
      date: "2025-05-17",
      inMonth: true,
      isToday: false,
      count: 120,
      countLabel: "99+",
      isClosed: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: "Samstag, 17. Mai 2025: 120 Reservierungen" }),
    ).toHaveTextContent("99+");
  },
};
/** Closed: greyed, struck through, no count badge. */
export const Closed: Story = {
  args: {
    cell: { date: "2025-05-19", inMonth: true, isToday: false, count: 2, countLabel: "2", isClosed: true },
  },
  play: async ({ canvas }) => {
    const day = canvas.getByRole("button", { name: "Montag, 19. Mai 2025: geschlossen" });
    await expect(day).toHaveAttribute("data-closed", "true");
    await expect(day.querySelector(".rounded-full")).toBeNull();
  },
};
export const Today: Story = {
  args: {
    cell: { date: "2025-05-14", inMonth: true, isToday: true, count: 3, countLabel: "3", isClosed: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /14. Mai 2025/ })).toHaveAttribute(
      "aria-current",
      "date",
    );
  },
};
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /14. Mai 2025/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};
/** A day of the neighbouring month, shown muted to fill the 42 cells. */
export const OutsideMonth: Story = {
  args: {
    cell: { date: "2025-04-30", inMonth: false, isToday: false, count: 1, countLabel: "1", isClosed: false },
  },
};
export const Dark: Story = { args: { selected: true }, globals: { theme: "dark" } };
