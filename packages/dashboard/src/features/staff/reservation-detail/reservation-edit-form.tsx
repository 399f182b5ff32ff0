import { type Reservation, reservationEditTexts as texts, validationTexts } from "@tischservice/core";
import { Banner, Button, FormField, Input, Spinner, Textarea } from "@tischservice/ui";
import { type FormEvent, useState } from "react";
import { DayPartyTimeFields } from "../../shared/reservation/day-party-time-fields.tsx";
import type { DraftFormState } from "../../shared/reservation/draft-form-state.ts";
import {
  draftEmailValid,
  type ReservationDraft,
  type TimeOption,
} from "../../shared/reservation/reservation-edit-draft.ts";
import { TableSelect } from "./table-select.tsx";

/** The day, party size and time fields' words, from the edit's catalogue. */
const timeFieldTexts = {
  ...texts,
  date: texts.fields.reservationDate,
  guests: texts.fields.numberOfGuests,
  time: texts.fields.timeSlot,
};

export interface ReservationEditFormProps extends DraftFormState {
  /** The reservation the form was opened with: its time and tables are offered as "bisher". */
  base: Reservation;
  draft: ReservationDraft;
  onDraftChange: (draft: ReservationDraft) => void;
  /** The times to offer for the draft's day and party size (`timeOptionsOf`). */
  times: { options: TimeOption[]; loading: boolean; failed: boolean };
  tables: readonly { _id: string; tableNumber: string; seats: number }[];
  onCancel: () => void;
}

/**
 * "Reservierung bearbeiten": day, party size, time (the free ones, as "Neue Buchung" offers them), table,
 * the guest's name, phone, address and notes. One column on a phone, two from `sm`. A missing name, a
 * malformed address or a time not chosen is named under its field on "Speichern" and nothing is sent.
 */
export function ReservationEditForm(props: ReservationEditFormProps) {
  const { base, draft, onDraftChange, times, tables, saving = false, error, disabled = false } = props;
  const [tried, setTried] = useState(false);
  const set = <K extends keyof ReservationDraft>(field: K, value: ReservationDraft[K]) =>
    onDraftChange({ ...draft, [field]: value });
  const timeChosen = times.options.some((option) => option.time === draft.timeSlot);
  const problems = {
    name: draft.customerName.trim() === "" ? validationTexts.bookingNameRequired : null,
    email: draftEmailValid(draft) ? null : validationTexts.invalidEmail,
    time: timeChosen || times.loading ? null : texts.chooseTime,
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problems.name || problems.email || problems.time || times.loading) return;
    props.onSave();
  };
  const shown = (problem: string | null) => (tried && problem ? problem : undefined);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-heading" className="grid gap-4">
      <h2 id="edit-heading" className="text-lg font-semibold">
        {texts.formTitle}
      </h2>
      <fieldset disabled={disabled || saving} className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-2">
        <DayPartyTimeFields
          draft={draft}
          onChange={(change) => onDraftChange({ ...draft, ...change })}
          times={times}
          maxGuests={30}
          texts={timeFieldTexts}
          timeError={shown(problems.time)}
        />
        <FormField label={texts.fields.tables}>
          <TableSelect
            value={draft.tableId}
            onValueChange={(value) => set("tableId", value)}
            current={base.tableNumbers}
            tables={tables}
          />
        </FormField>
        <FormField
          label={texts.fields.customerName}
          required
          error={shown(problems.name)}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="off"
            value={draft.customerName}
            onChange={(e) => set("customerName", e.target.value)}
          />
        </FormField>
        <FormField label={texts.fields.customerPhone}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={draft.customerPhone}
            onChange={(e) => set("customerPhone", e.target.value)}
          />
        </FormField>
        <FormField label={texts.fields.customerEmail} error={shown(problems.email)}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            value={draft.customerEmail}
            onChange={(e) => set("customerEmail", e.target.value)}
          />
        </FormField>
        <FormField label={texts.fields.specialRequests} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={draft.specialRequests}
            onChange={(e) => set("specialRequests", e.target.value)}
          />
        </FormField>
      </fieldset>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={props.onCancel} disabled={saving}>
          {texts.discard}
        </Button>
        <Button type="submit" disabled={disabled || saving}>
          {saving ? (
            <>
              <Spinner label={null} size="sm" />
              {texts.saving}
            </>
          ) : (
            texts.save
          )}
        </Button>
      </div>
    </form>
  );
}
