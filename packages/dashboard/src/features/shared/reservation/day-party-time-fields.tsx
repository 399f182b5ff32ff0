import {
  FormField,
  Input,
  NumberStepper,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@tischservice/ui";
import type { TimeOption } from "./reservation-edit-draft.ts";

/** The day, party size and time of a booking being changed. */
export interface DayPartyTime {
  reservationDate: string;
  numberOfGuests: number;
  timeSlot: string;
}

/** The words of the three fields, in the language of whoever changes the booking. */
export interface DayPartyTimeTexts {
  date: string;
  guests: string;
  time: string;
  timesFailed: string;
  noTimes: string;
  timesLoading: string;
  chooseTime: string;
  /** The booking's own time, marked as the one it has now. */
  currentTime: (time: string) => string;
  /** Any other free time; the bare time unless given. */
  timeOption?: (time: string) => string;
}

export interface DayPartyTimeFieldsProps {
  draft: DayPartyTime;
  /** One field changed: the draft's new day, party size or time. */
  onChange: (change: Partial<DayPartyTime>) => void;
  /** The free times for the draft's day and party size, the booking's own time among them on its day. */
  times: { options: readonly TimeOption[]; loading: boolean; failed: boolean };
  /** The largest party the form takes. */
  maxGuests: number;
  texts: DayPartyTimeTexts;
  /** Why the time cannot be sent (none chosen), once the form was tried. */
  timeError?: string | undefined;
}

/**
 * The day, party size and time fields the guest's change and the staff's edit share: the time offers the
 * free ones only, says when they are loading, failed or none are left, and names a missing choice.
 */
export function DayPartyTimeFields({
  draft,
  onChange,
  times,
  maxGuests,
  texts,
  timeError,
}: DayPartyTimeFieldsProps) {
  const timeChosen = times.options.some((option) => option.time === draft.timeSlot);
  const optionLabel = texts.timeOption ?? ((time: string) => time);
  return (
    <>
      <FormField label={texts.date} required>
        <Input
          type="date"
          value={draft.reservationDate}
          onChange={(event) =>
            event.currentTarget.value && onChange({ reservationDate: event.currentTarget.value })
          }
        />
      </FormField>
      <FormField label={texts.guests} required>
        <NumberStepper
          min={1}
          max={maxGuests}
          value={draft.numberOfGuests}
          onValueChange={(value) => onChange({ numberOfGuests: value })}
        />
      </FormField>
      <FormField
        label={texts.time}
        required
        hint={
          times.failed
            ? texts.timesFailed
            : times.options.length === 0 && !times.loading
              ? texts.noTimes
              : undefined
        }
        error={timeError}
      >
        <Select
          value={timeChosen ? draft.timeSlot : ""}
          onValueChange={(value) => onChange({ timeSlot: value })}
        >
          <SelectTrigger>
            <SelectValue placeholder={times.loading ? texts.timesLoading : texts.chooseTime} />
          </SelectTrigger>
          <SelectContent>
            {times.options.map((option) => (
              <SelectItem key={option.time} value={option.time}>
                {option.current ? texts.currentTime(option.time) : optionLabel(option.time)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </>
  );
}
