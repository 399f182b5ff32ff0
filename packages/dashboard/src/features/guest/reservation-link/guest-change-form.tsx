import type { GuestChangeBody, ReservationGuestCatalogue } from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { type FormEvent, useId, useState } from "react";
import { DayPartyTimeFields } from "../../shared/reservation/day-party-time-fields.tsx";
import type { DraftFormState } from "../../shared/reservation/draft-form-state.ts";
import type { TimeOption } from "../../shared/reservation/reservation-edit-draft.ts";

export interface GuestChangeFormProps extends DraftFormState {
  draft: GuestChangeBody;
  onDraftChange: (draft: GuestChangeBody) => void;
  /** The free times for the draft's day and party size, the booking's own time among them on its day. */
  times: { options: readonly TimeOption[]; loading: boolean; failed: boolean };
  /** The largest party the restaurant takes online (larger ones send an enquiry). */
  maxGuests: number;
  texts: ReservationGuestCatalogue["change"];
  onClose: () => void;
}

/**
 * The guest's own change from the mail's link: day, party size and one of that day's free times. A time
 * not chosen is named under its field and nothing is sent; the server checks the change like a new
 * booking and its refusal is shown above the buttons.
 */
export function GuestChangeForm(props: GuestChangeFormProps) {
  const { draft, onDraftChange, times, texts, saving = false, error, disabled = false } = props;
  const headingId = useId();
  const [tried, setTried] = useState(false);
  const timeChosen = times.options.some((option) => option.time === draft.timeSlot);
  const timeProblem = timeChosen || times.loading ? null : texts.chooseTime;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (timeProblem || times.loading) return;
    props.onSave();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-card p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <fieldset disabled={disabled || saving} className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-3">
        <DayPartyTimeFields
          draft={draft}
          onChange={(change) => onDraftChange({ ...draft, ...change })}
          times={times}
          maxGuests={props.maxGuests}
          texts={texts}
          timeError={tried && timeProblem ? timeProblem : undefined}
        />
      </fieldset>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving} disabled={disabled}>
          {texts.save}
        </Button>
        <Button type="button" variant="outline" onClick={props.onClose} disabled={saving}>
          {texts.close}
        </Button>
      </div>
    </form>
  );
}
