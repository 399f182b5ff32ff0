import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor } from "storybook/test";
import { MonthCalendar } from "./month-calendar.tsx";

const reservations = [
  ...Array.from({ length: 3 }, () => ({ reservationDate: "2025-05-14", status: "confirmed" })),
  ...Array.from({ length: 120 }, () => ({ reservationDate: "2025-05-17", status: "pending" })),
  { reservationDate: "2025-05-20", status: "cancelled" },
  { reservationDate: "2025-05-21", status: "pending" },
];
const openingHours = {
  monday: { isOpen: false },
  tuesday: { isOpen: true, openTime: "11:00", closeTime: "22:00" },
  wednesday: { isOpen: true, openTime: "11:00", closeTime: "22:00" },
  thursday: { isOpen: true, openTime: "11:00", closeTime: "22:00" },
  friday: { isOpen: true, openTime: "11:00", closeTime: "23:00" },
  saturday: { isOpen: true, openTime: "11:00", closeTime: "23:00" },
  sunday: { isOpen: true, openTime: "12:00", closeTime: "21:00" },
};

const meta = {
  title: "Domain/MonthCalendar",
  component: MonthCalendar,
  args: {
    year: 2025,
    month: 5,
    reservations,
    openingHours,
    now: new Date("2025-05-14T10:00:00Z"),
    onSelectDate: fn(),
    onMonthChange: fn(),
  },
  render: function Render(args) {
    const [view, setView] = useState({ year: args.year, month: args.month });
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <MonthCalendar
        {...args}
        {...view}
        selectedDate={selected}
        className="w-[40rem] max-w-full"
        onMonthChange={(next) => {
          setView(next);
          args.onMonthChange?.(next);
        }}
        onSelectDate={(date, cell) => {
          setSelected(date);
          args.onSelectDate?.(date, cell);
        }}
      />
    );
  },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /Reservierung|geschlossen/ })).toHaveLength(42);
    await expect(
      canvas.getByRole("button", { name: "Samstag, 17. Mai 2025: 120 Reservierungen" }),
    ).toHaveTextContent("99+");
    await expect(canvas.getByRole("button", { name: "Montag, 19. Mai 2025: geschlossen" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Mittwoch, 14. Mai 2025/ })).toHaveAttribute(
      "aria-current",
      "date",
    );
    await expect(
      canvas.getByRole("button", { name: "Dienstag, 20. Mai 2025: 0 Reservierungen" }),
    ).toBeVisible();
  },
};
export const ArrowNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nächster Monat" }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith({ year: 2025, month: 6 });
    await expect(canvas.getByRole("heading", { name: "Juni 2025" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Vorheriger Monat" }));
    await userEvent.click(canvas.getByRole("button", { name: "Vorheriger Monat" }));
    await expect(canvas.getByRole("heading", { name: "April 2025" })).toBeVisible();
  },
};
export const KeyboardDays: Story = {
  play: async ({ canvas, args }) => {
    const today = canvas.getByRole("button", { name: /Mittwoch, 14. Mai 2025/ });
    today.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: /Donnerstag, 15. Mai 2025/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelectDate).toHaveBeenLastCalledWith("2025-05-22", expect.anything());
  },
};
export const SwipeToNextMonth: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("group", { name: "Mai 2025" });
    fireEvent.pointerDown(grid, { clientX: 400 });
    fireEvent.pointerUp(grid, { clientX: 250 });
    await waitFor(() => expect(canvas.getByRole("heading", { name: "Juni 2025" })).toBeVisible());
  },
};
export const Empty: Story = { args: { reservations: [] } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Dark: Story = { globals: { theme: "dark" } };
