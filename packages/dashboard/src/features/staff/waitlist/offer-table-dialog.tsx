import {
  commonTexts,
  enquiryAcceptProblem,
  enquiryChosenSeats,
  enquiryInboxTexts,
  enquiryTableOptions,
  type FloorPlanReservationLike,
  formatLongDate,
  type StayDurationsConfig,
  waitlistStaffTexts as texts,
  WAITLIST_HOLD_MINUTES,
  type WaitlistEntry,
  type WaitlistOfferRequest,
  waitlistWindowTimes,
} from "@tischservice/core";
import {
  Banner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Spinner,
} from "@tischservice/ui";
import { type FormEvent, useMemo, useState } from "react";
import type { AcceptTablesState } from "../enquiries/accept-enquiry-dialog.tsx";
import { AcceptTableChoice } from "../enquiries/accept-table-choice.tsx";
import { OfferTimeChoice } from "./offer-time-choice.tsx";

export interface OfferTableDialogProps {
  /** The waiting entry to offer a table to; null closes the dialog. */
  entry: WaitlistEntry | null;
  tables: AcceptTablesState;
  /** What holds tables that day: the reservations and the other entries' open offers. */
  reservations: readonly FloorPlanReservationLike[];
  /** The restaurant's configuration: the stay by party size and the slot interval. */
  stayDurations: StayDurationsConfig | null;
  slotInterval: number | undefined;
  timeZone: string;
  saving: boolean;
  /** The server's refusal (German), shown in the dialog; the choice stays. */
  error: string | null;
  onSubmit: (offer: WaitlistOfferRequest) => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Tisch anbieten": a time (the window's start first, its times one click away, any other typed in) and one
 * or more tables, each free or taken for the party's stay; a new form per entry.
 */
export function OfferTableDialog({ entry, onOpenChange, ...rest }: OfferTableDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {entry ? (
          <OfferForm key={entry._id} entry={entry} onCancel={() => onOpenChange(false)} {...rest} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({
  entry,
  tables,
  reservations,
  stayDurations,
  slotInterval,
  timeZone,
  saving,
  error,
  onSubmit,
  onCancel,
}: Omit<OfferTableDialogProps, "entry" | "onOpenChange"> & { entry: WaitlistEntry; onCancel: () => void }) {
  const [time, setTime] = useState(entry.from);
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const list = tables.status === "success" ? tables.tables : [];
  const times = useMemo(() => waitlistWindowTimes(entry.from, entry.to, slotInterval), [entry, slotInterval]);
  const options = useMemo(
    () =>
      enquiryTableOptions({
        tables: list,
        reservations,
        date: entry.date,
        timeSlot: time,
        numberOfGuests: entry.numberOfGuests,
        stayDurations,
        timeZone,
      }),
    [list, reservations, entry, time, stayDurations, timeZone],
  );
  const seats = enquiryChosenSeats(options.options, chosen);
  const problem = enquiryAcceptProblem(options, chosen, entry.numberOfGuests);
  const enough = seats >= entry.numberOfGuests;

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || saving || tables.status !== "success") return;
    onSubmit({ timeSlot: time, tableIds: chosen });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{texts.offerTitle}</DialogTitle>
        <DialogDescription>
          {texts.offerDescription(
            entry.customerName,
            entry.numberOfGuests,
            formatLongDate(entry.date),
            texts.window(entry.from, entry.to),
            WAITLIST_HOLD_MINUTES,
          )}
        </DialogDescription>
      </DialogHeader>
      <OfferTimeChoice times={times} value={time} disabled={saving} onChoose={setTime} />
      <FormField
        label={texts.timeLabel}
        hint={enquiryInboxTexts.stayHint(options.stayMinutes)}
        error={touched && !options.timeValid ? enquiryInboxTexts.chooseTime : undefined}
        required
      >
        <Input
          type="time"
          step={300}
          value={time}
          disabled={saving}
          onChange={(event) => setTime(event.currentTarget.value)}
          className="w-36"
        />
      </FormField>
      {tables.status === "pending" ? <Spinner /> : null}
      {tables.status === "error" ? (
        <Banner tone="error" title={enquiryInboxTexts.tablesLoadFailed}>
          {tables.message}
        </Banner>
      ) : null}
      {tables.status === "success" ? (
        <AcceptTableChoice
          options={options.options}
          chosen={chosen}
          disabled={saving}
          onToggle={toggle}
          summary={enquiryInboxTexts.seatTotal(seats, entry.numberOfGuests)}
          summaryTone={chosen.length > 0 && !enough ? "short" : enough ? "enough" : "none"}
        />
      ) : null}
      {touched && problem && options.timeValid ? <Banner tone="error">{problem}</Banner> : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {commonTexts.cancel}
        </Button>
        <Button type="submit" loading={saving} disabled={tables.status !== "success"}>
          {texts.offerSubmit}
        </Button>
      </div>
    </form>
  );
}
