import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookingTexts } from "@tischservice/core/texts";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Banner } from "../components/banner.tsx";
import { Button } from "../components/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../components/dialog.tsx";
import { FormField } from "../components/form-field.tsx";
import { Input } from "../components/input.tsx";
import { GuestCountPicker } from "../domain/guest-count-picker.tsx";
import { type TimeSlot, TimeSlotGrid } from "../domain/time-slot-grid.tsx";

const slots: TimeSlot[] = [
  { time: "18:00", available: true },
  { time: "18:30", available: false, status: "Ausgebucht" },
  { time: "19:00", available: true },
  { time: "19:30", available: true },
];

/** The calendar day modal's "Neue Buchung" pane, composed from the library (docs/requirements.md#direct-booking). */
function DirectBooking() {
  const [guests, setGuests] = useState(2);
  const [open, setOpen] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [done, setDone] = useState(false);
  return (
    <div className="grid w-[26rem] max-w-full gap-4">
      {done ? <Banner tone="success">{bookingTexts.success}</Banner> : null}
      <GuestCountPicker value={guests} onValueChange={setGuests} />
      <Button onClick={() => setOpen(true)}>{bookingTexts.showSlots}</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{bookingTexts.slotPickerTitle}</DialogTitle>
            <DialogDescription>Freitag, 16.05.2025 · {guests} Personen</DialogDescription>
          </DialogHeader>
          <TimeSlotGrid
            aria-label={bookingTexts.slotPickerTitle}
            slots={slots}
            value={time}
            onSelect={setTime}
          />
          {time ? (
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (!name.trim()) return;
                setOpen(false);
                setDone(true);
              }}
            >
              <FormField label={bookingTexts.nameLabel} required>
                <Input
                  value={name}
                  placeholder={bookingTexts.namePlaceholder}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
              </FormField>
              <DialogFooter>
                <Button variant="outline" onClick={() => setTime(null)}>
                  {bookingTexts.cancel}
                </Button>
                <Button type="submit" disabled={!name.trim()}>
                  {bookingTexts.create}
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = {
  title: "Examples/Direct booking",
  component: DirectBooking,
} satisfies Meta<typeof DirectBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};

/** Guests, slots, a slot, a name, create: the whole flow with keyboard and mouse. */
export const BookATable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "4" }));
    await userEvent.click(canvas.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }));
    const dialog = await screen.findByRole("dialog", { name: "Verfügbare Zeiten" });
    await expect(dialog).toHaveAccessibleDescription("Freitag, 16.05.2025 · 4 Personen");
    await userEvent.click(within(dialog).getByRole("button", { name: /19:00/ }));
    const create = within(dialog).getByRole("button", { name: "Reservierung erstellen" });
    await expect(create).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Name für Reservierung" }),
      "Familie Weber{Enter}",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent(/^Reservierung erfolgreich erstellt!$/);
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
