import { useId } from "react";
import { cx } from "./cx.ts";

/** One slot as the API's `simple-timeslots` answer holds it. */
export interface PlainSlot {
  /** `HH:MM` */
  time: string;
  available: boolean;
  /** Why it cannot be booked (e.g. "Ausgebucht"). */
  status: string;
}

/** The grid's words, e.g. a language of core's `guestBookingFormTexts` with the marks and a status translation. */
export interface SlotGridTexts {
  noSlots: string;
  slotUnavailable: string;
  /** '✓ Verfügbar' */
  availableMark: string;
  /** '✗ Ausgebucht' */
  unavailableMark: string;
  /** The status text shown for an unavailable slot's status (empty: `slotUnavailable`). */
  statusText: (status: string) => string;
}

export interface SlotGridProps {
  t: SlotGridTexts;
  slots: readonly PlainSlot[];
  value: string | null;
  onSelect: (time: string) => void;
  /** Id of the heading that names the group. */
  labelledBy: string;
}

/**
 * The slots as ui's TimeSlotGrid shows them ('✓ Verfügbar' / '✗ Ausgebucht'), in fewer bytes. An
 * unavailable slot stays focusable (aria-disabled) and carries its status text as description and
 * tooltip; "Keine Zeiten verfügbar" when there are none.
 */
export function SlotGrid({ t, slots, value, onSelect, labelledBy }: SlotGridProps) {
  const baseId = useId();
  if (slots.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{t.noSlots}</p>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not form fields
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-2"
    >
      {slots.map((slot) => {
        const selected = slot.available && slot.time === value;
        const status = t.statusText(slot.status) || t.slotUnavailable;
        const statusId = `${baseId}${slot.time}`;
        return (
          <button
            key={slot.time}
            type="button"
            aria-pressed={slot.available ? selected : undefined}
            aria-disabled={slot.available ? undefined : true}
            aria-describedby={slot.available ? undefined : statusId}
            title={slot.available ? undefined : status}
            onClick={() => slot.available && onSelect(slot.time)}
            className={cx(
              "focus-ring grid cursor-pointer justify-items-center rounded-md border px-2 py-2 fade-colors",
              slot.available
                ? "border-input bg-card hover:bg-accent"
                : "cursor-not-allowed border-dashed bg-muted text-muted-foreground",
              selected && "border-primary-strong bg-primary text-primary-foreground hover:bg-primary",
            )}
          >
            <span className="text-base font-semibold tnum">{slot.time}</span>{" "}
            <span
              className={cx(
                "text-xs",
                !slot.available ? "text-destructive-strong" : selected ? "" : "text-success-strong",
              )}
            >
              {slot.available ? t.availableMark : t.unavailableMark}
            </span>
            {slot.available ? null : (
              <span id={statusId} className="sr-only">
                {status}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
