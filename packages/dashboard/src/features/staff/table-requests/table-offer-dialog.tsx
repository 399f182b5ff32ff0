import {
  type Enquiry,
  enquiryAcceptProblem,
  enquiryChosenSeats,
  enquiryInboxTexts,
  enquiryTableOptions,
  type FloorPlanReservationLike,
  formatLongDate,
  type StayDurationsConfig,
  type Table,
  WAITLIST_HOLD_MINUTES,
  type WaitlistEntry,
  waitlistStaffTexts,
  waitlistWindowTimes,
} from "@tischservice/core";
import {
  Banner,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Spinner,
} from "@tischservice/ui";
import { type FormEvent, useMemo, useState } from "react";
import { RequestDialog, RequestFormButtons } from "./request-dialog.tsx";
import { TableChoice } from "./table-choice.tsx";
import { TimeChoice } from "./time-choice.tsx";

export type OfferTablesState =
  | { status: "pending" }
  | { status: "error"; message: string }
  | { status: "success"; tables: readonly Table[] };

/** What staff give a guest's request: a time and the tables, as both kinds' endpoints take it. */
export interface TableOffer {
  timeSlot: string;
  tableIds: string[];
}

/** The request a table is chosen for: an enquiry to accept or a waiting party to offer a table to. */
export type TableOfferTarget =
  | { kind: "enquiry"; enquiry: Enquiry }
  | { kind: "waitlist"; entry: WaitlistEntry };

export interface TableOfferDialogProps {
  /** The request; null closes the dialog. */
  target: TableOfferTarget | null;
  tables: OfferTablesState;
  /** What holds tables that day: the reservations (and for the waitlist the other entries' open offers). */
  reservations: readonly FloorPlanReservationLike[];
  /** The restaurant's configuration (stay by party size). */
  stayDurations: StayDurationsConfig | null;
  /** The slot interval: the waiting party's window is offered in its steps. */
  slotInterval?: number | undefined;
  timeZone: string;
  saving: boolean;
  /** The server's refusal (German), shown in the dialog; the choice stays. */
  error: string | null;
  onSubmit: (offer: TableOffer) => void;
  onOpenChange: (open: boolean) => void;
}

interface Request {
  _id: string;
  numberOfGuests: number;
  date: string;
  /** The time preselected: the guest's preferred one, or the start of the party's window. */
  firstTime: string;
  title: string;
  description: string;
  submit: string;
  /** One-click times (the waiting party's window); none for an enquiry. */
  times: (slotInterval: number | undefined) => readonly string[];
}

const noTimes = () => [];

/** The two kinds in one shape: what differs between them is only the words and the waitlist's window. */
function requestOf(target: TableOfferTarget): Request {
  if (target.kind === "enquiry") {
    const e = target.enquiry;
    return {
      _id: e._id,
      numberOfGuests: e.numberOfGuests,
      date: e.reservationDate,
      firstTime: e.timeSlot,
      title: enquiryInboxTexts.acceptTitle,
      description: enquiryInboxTexts.acceptDescription(
        e.customerName,
        e.numberOfGuests,
        formatLongDate(e.reservationDate),
      ),
      submit: enquiryInboxTexts.acceptSubmit,
      times: noTimes,
    };
  }
  const e = target.entry;
  return {
    _id: e._id,
    numberOfGuests: e.numberOfGuests,
    date: e.date,
    firstTime: e.from,
    title: waitlistStaffTexts.offerTitle,
    description: waitlistStaffTexts.offerDescription(
      e.customerName,
      e.numberOfGuests,
      formatLongDate(e.date),
      waitlistStaffTexts.window(e.from, e.to),
      WAITLIST_HOLD_MINUTES,
    ),
    submit: waitlistStaffTexts.offerSubmit,
    times: (slotInterval) => waitlistWindowTimes(e.from, e.to, slotInterval),
  };
}

/**
 * "Annehmen" of an enquiry or "Tisch anbieten" to a waiting party: a time (preselected, the waitlist's
 * window one click away, any other typed in) and one or more tables, each free or taken for the party's
 * stay; a new form per request.
 */
export function TableOfferDialog({ target, onOpenChange, ...rest }: TableOfferDialogProps) {
  const request = useMemo(() => (target ? requestOf(target) : null), [target]);
  return (
    <RequestDialog request={request} onOpenChange={onOpenChange}>
      {(shown, onCancel) => <OfferForm request={shown} onCancel={onCancel} {...rest} />}
    </RequestDialog>
  );
}

function OfferForm({
  request,
  tables,
  reservations,
  stayDurations,
  slotInterval,
  timeZone,
  saving,
  error,
  onSubmit,
  onCancel,
}: Omit<TableOfferDialogProps, "target" | "onOpenChange"> & { request: Request; onCancel: () => void }) {
  const [time, setTime] = useState(request.firstTime);
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const list = tables.status === "success" ? tables.tables : [];
  const times = useMemo(() => request.times(slotInterval), [request, slotInterval]);
  const { date, numberOfGuests } = request;
  const options = useMemo(
    () =>
      enquiryTableOptions({
        tables: list,
        reservations,
        date,
        timeSlot: time,
        numberOfGuests,
        stayDurations,
        timeZone,
      }),
    [list, reservations, date, numberOfGuests, time, stayDurations, timeZone],
  );
  const seats = enquiryChosenSeats(options.options, chosen);
  const problem = enquiryAcceptProblem(options, chosen, numberOfGuests);
  const enough = seats >= numberOfGuests;

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
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      <TimeChoice times={times} value={time} disabled={saving} onChoose={setTime} />
      <FormField
        label={enquiryInboxTexts.timeLabel}
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
        <TableChoice
          options={options.options}
          chosen={chosen}
          disabled={saving}
          onToggle={toggle}
          summary={enquiryInboxTexts.seatTotal(seats, numberOfGuests)}
          summaryTone={chosen.length > 0 && !enough ? "short" : enough ? "enough" : "none"}
        />
      ) : null}
      {touched && problem && options.timeValid ? <Banner tone="error">{problem}</Banner> : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <RequestFormButtons
        saving={saving}
        onCancel={onCancel}
        submitLabel={request.submit}
        submitDisabled={tables.status !== "success"}
      />
    </form>
  );
}
