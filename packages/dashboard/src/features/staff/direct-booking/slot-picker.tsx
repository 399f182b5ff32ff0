import { bookingTexts, formatSlotDate, slotPickerSubtitle, type TimeSlotsResponse } from "@tischservice/core";
import { Banner, Button, TimeSlotGrid } from "@tischservice/ui";

export interface SlotPickerProps {
  date: string;
  guests: number;
  answer: TimeSlotsResponse | undefined;
  loading: boolean;
  /** The load failed: the server's message or null for the default German text. */
  error: string | null | undefined;
  onSelect: (time: string) => void;
  onCancel: () => void;
}

/** "Verfügbare Zeiten": the date with weekday, the guests, and the slots (✓ Verfügbar / ✗ Ausgebucht). */
export function SlotPicker({ date, guests, answer, loading, error, onSelect, onCancel }: SlotPickerProps) {
  const label = answer?.date ?? formatSlotDate(date);
  return (
    <section
      aria-labelledby="slot-picker-title"
      className="grid gap-3 rounded-xl border border-border bg-muted/30 p-4"
    >
      <header className="grid gap-0.5">
        <h3 id="slot-picker-title" className="text-base font-semibold">
          {bookingTexts.slotPickerTitle}
        </h3>
        <p className="m-0 text-sm text-muted-foreground">
          {slotPickerSubtitle(label.dayName, label.formatted, guests)}
        </p>
      </header>
      {error !== undefined ? (
        <Banner tone="error" title={bookingTexts.loadErrorHeading}>
          {error ?? bookingTexts.loadErrorText}
        </Banner>
      ) : (
        <TimeSlotGrid
          aria-labelledby="slot-picker-title"
          slots={answer?.timeSlots ?? []}
          loading={loading}
          onSelect={onSelect}
        />
      )}
      <div className="flex justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {bookingTexts.cancel}
        </Button>
      </div>
    </section>
  );
}
