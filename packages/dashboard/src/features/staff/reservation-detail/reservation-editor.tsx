import {
  bookingErrorCodes,
  type Reservation,
  reservationIsEditable,
  reservationSchema,
  reservationStatusLabel,
  reservationEditTexts as texts,
} from "@tischservice/core";
import { useState } from "react";
import { ApiError, serverMessageOr } from "../../../api/http.ts";
import { draftOf, editBodyOf, timeOptionsOf } from "../../shared/reservation/reservation-edit-draft.ts";
import { useReservationEdit } from "../restaurant-data/use-reservation-edit.ts";
import { useTables } from "../tables/table-queries.ts";
import { ReservationEditForm } from "./reservation-edit-form.tsx";
import { useReservationTimes } from "./use-reservation-times.ts";

/** The reservation a version conflict answers (`data`), to edit on from there. */
function currentOf(error: unknown): Reservation | null {
  if (!(error instanceof ApiError) || error.code !== bookingErrorCodes.versionConflict) return null;
  const parsed = reservationSchema.safeParse((error.body as { data?: unknown } | null)?.data);
  return parsed.success ? parsed.data : null;
}

/**
 * The edit in place: the form on the reservation the page shows, its free times and the restaurant's
 * tables, saved with `PUT /api/reservations/{id}`. A refusal shows the server's words and keeps the form;
 * when someone else changed the reservation meanwhile, the form starts again from their version. Closes
 * after saving, or at once when nothing was changed.
 */
export function ReservationEditor({
  reservation,
  onClose,
}: {
  reservation: Reservation;
  onClose: () => void;
}) {
  const [base, setBase] = useState(reservation);
  const [draft, setDraft] = useState(() => draftOf(reservation));
  const [error, setError] = useState<string | null>(null);
  const times = useReservationTimes(base._id, draft.reservationDate, draft.numberOfGuests);
  const tables = useTables();
  const save = useReservationEdit();
  // The page's reservation follows live changes: a cancellation elsewhere ends the edit.
  const editable = reservationIsEditable(reservation.status);
  const onSave = () => {
    const body = editBodyOf(base, draft);
    if (!body) return onClose();
    setError(null);
    save.mutate(
      { id: base._id, body },
      {
        onSuccess: onClose,
        onError: (failure) => {
          setError(serverMessageOr(failure, texts.saveFailed));
          const current = currentOf(failure);
          if (current) {
            setBase(current);
            setDraft(draftOf(current));
          }
        },
      },
    );
  };
  return (
    <ReservationEditForm
      base={base}
      draft={draft}
      onDraftChange={setDraft}
      times={{
        options: timeOptionsOf(base, draft, times.data),
        loading: times.isPending || times.isPlaceholderData,
        failed: times.isError,
      }}
      tables={tables.data ?? []}
      saving={save.isPending}
      error={editable ? error : texts.notEditable(reservationStatusLabel(reservation.status))}
      disabled={!editable}
      onSave={onSave}
      onCancel={onClose}
    />
  );
}
