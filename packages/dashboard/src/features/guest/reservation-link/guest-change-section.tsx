import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BookingLanguage,
  errorCodeOf,
  type GuestChangeBody,
  MAX_ONLINE_PARTY_SIZE_MAX,
  type Reservation,
  type ReservationGuestCatalogue,
} from "@tischservice/core";
import { Banner, Button } from "@tischservice/ui";
import { useState } from "react";
import { changeGuestReservation, guestTimeSlotsQueryOptions } from "../../../api/guest-reservation.ts";
import { ApiError, serverMessageOr } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { timeOptionsOf } from "../../shared/reservation/reservation-edit-draft.ts";
import { GuestChangeForm } from "./guest-change-form.tsx";

export interface GuestChangeSectionProps {
  reservation: Reservation;
  token: string;
  language: BookingLanguage;
  texts: ReservationGuestCatalogue["change"];
  /** The server still allows a change (before the restaurant's cut-off). */
  canChange: boolean;
  /** The restaurant's cut-off in hours, to say until when; null when the server did not say. */
  changeCutoffHours: number | null;
  /** "Phone: 030 1234567", to call once the cut-off has passed; null when the restaurant has none. */
  phoneLine?: string | null;
}

const draftOf = (reservation: Reservation): GuestChangeBody => ({
  reservationDate: reservation.reservationDate,
  timeSlot: reservation.timeSlot,
  numberOfGuests: reservation.numberOfGuests,
});

/**
 * "Reservierung ändern" on the guest's page: opens the form with the booking's day, time and party size;
 * the times come from the guest's own link (online rules, the booking's own table counted free). A saved
 * change reloads the page's reservation; a refusal keeps the form with the reason.
 */
export function GuestChangeSection(props: GuestChangeSectionProps) {
  const { reservation, token, language, texts, canChange, changeCutoffHours, phoneLine = null } = props;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<GuestChangeBody>(() => draftOf(reservation));
  const times = useQuery({
    ...guestTimeSlotsQueryOptions(reservation._id, token, draft.reservationDate, draft.numberOfGuests),
    enabled: open,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () => changeGuestReservation(reservation._id, token, draft),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.guestReservation(reservation._id, token) });
    },
  });
  const hint = changeCutoffHours === null ? null : texts.closedAfter(changeCutoffHours);
  // German bookings show the server's reason word for word (with the restaurant's phone); English ones
  // the page's own words, with the phone the guest is told to call.
  const refusal = (error: unknown) => {
    if (language === "de") return serverMessageOr(error, texts.unavailable);
    const code = error instanceof ApiError ? errorCodeOf(error.body) : null;
    if (code !== "change_cutoff" || !hint) return texts.unavailable;
    return phoneLine ? `${hint} ${phoneLine}` : hint;
  };
  if (!open) {
    return (
      <section className="grid gap-2">
        {save.isSuccess ? <Banner tone="success">{texts.changed}</Banner> : null}
        {canChange ? (
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => {
              setDraft(draftOf(reservation));
              save.reset();
              setOpen(true);
            }}
          >
            {texts.open}
          </Button>
        ) : null}
        {hint ? <p className="m-0 text-sm text-muted-foreground">{hint}</p> : null}
      </section>
    );
  }
  return (
    <GuestChangeForm
      draft={draft}
      onDraftChange={setDraft}
      times={{
        options: timeOptionsOf(reservation, draft, times.data),
        loading: times.isFetching && !times.data,
        failed: times.isError,
      }}
      maxGuests={MAX_ONLINE_PARTY_SIZE_MAX}
      texts={texts}
      saving={save.isPending}
      error={save.error ? refusal(save.error) : null}
      onSave={() => save.mutate()}
      onClose={() => setOpen(false)}
    />
  );
}
