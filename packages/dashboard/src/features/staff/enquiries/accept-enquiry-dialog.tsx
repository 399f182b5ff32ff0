import {
  commonTexts,
  type Enquiry,
  enquiryAcceptProblem,
  enquiryChosenSeats,
  enquiryTableOptions,
  type FloorPlanReservationLike,
  formatLongDate,
  type StayDurationsConfig,
  type Table,
  enquiryInboxTexts as texts,
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
import { AcceptTableChoice } from "./accept-table-choice.tsx";

export type AcceptTablesState =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; tables: readonly Table[] };

export interface AcceptEnquiryAnswer {
  timeSlot: string;
  tableIds: string[];
}

export interface AcceptEnquiryDialogProps {
  /** The enquiry to accept; null closes the dialog. */
  enquiry: Enquiry | null;
  tables: AcceptTablesState;
  /** The restaurant's reservations: which tables are taken at the chosen time. */
  reservations: readonly FloorPlanReservationLike[];
  /** The restaurant's configuration (stay by party size). */
  stayDurations: StayDurationsConfig | null;
  timeZone: string;
  saving: boolean;
  /** The server's refusal (German), shown in the dialog; the choice stays. */
  error: string | null;
  onSubmit: (answer: AcceptEnquiryAnswer) => void;
  onOpenChange: (open: boolean) => void;
}

/** "Annehmen": a time (the guest's preferred one first) and one or more tables; a new form per enquiry. */
export function AcceptEnquiryDialog({ enquiry, onOpenChange, ...rest }: AcceptEnquiryDialogProps) {
  return (
    <Dialog open={enquiry !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {enquiry ? (
          <AcceptForm key={enquiry._id} enquiry={enquiry} onCancel={() => onOpenChange(false)} {...rest} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AcceptForm({
  enquiry,
  tables,
  reservations,
  stayDurations,
  timeZone,
  saving,
  error,
  onSubmit,
  onCancel,
}: Omit<AcceptEnquiryDialogProps, "enquiry" | "onOpenChange"> & { enquiry: Enquiry; onCancel: () => void }) {
  const [time, setTime] = useState(enquiry.timeSlot);
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const list = tables.status === "success" ? tables.tables : [];
  const options = useMemo(
    () =>
      enquiryTableOptions({
        tables: list,
        reservations,
        date: enquiry.reservationDate,
        timeSlot: time,
        numberOfGuests: enquiry.numberOfGuests,
        stayDurations,
        timeZone,
      }),
    [list, reservations, enquiry, time, stayDurations, timeZone],
  );
  const seats = enquiryChosenSeats(options.options, chosen);
  const problem = enquiryAcceptProblem(options, chosen, enquiry.numberOfGuests);
  const enough = seats >= enquiry.numberOfGuests;

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
        <DialogTitle>{texts.acceptTitle}</DialogTitle>
        <DialogDescription>
          {texts.acceptDescription(
            enquiry.customerName,
            enquiry.numberOfGuests,
            formatLongDate(enquiry.reservationDate),
          )}
        </DialogDescription>
      </DialogHeader>
      <FormField
        label={texts.timeLabel}
        hint={texts.stayHint(options.stayMinutes)}
        error={touched && !options.timeValid ? texts.chooseTime : undefined}
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
        <Banner tone="error" title={texts.tablesLoadFailed}>
          {tables.message}
        </Banner>
      ) : null}
      {tables.status === "success" ? (
        <AcceptTableChoice
          options={options.options}
          chosen={chosen}
          disabled={saving}
          onToggle={toggle}
          summary={texts.seatTotal(seats, enquiry.numberOfGuests)}
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
          {texts.acceptSubmit}
        </Button>
      </div>
    </form>
  );
}
