import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  calendarTexts,
  commonTexts,
  DEFAULT_RESTAURANT_TIME_ZONE,
  isCancelledReservationStatus,
  reservationStartInstant,
} from "@tischservice/core";
import { Banner, Button, ConfirmDialog, EmptyState, Spinner } from "@tischservice/ui";
import { useState } from "react";
import { confirmGuestReservation } from "../../api/guest-confirm.ts";
import { eraseOwnData, requestOwnDataExport } from "../../api/guest-data.ts";
import { ApiError } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { cancelGuestReservation, fetchGuestReservation } from "../../api/reservations.ts";
import { useNow } from "../../lib/clock.tsx";
import { dashboardTexts } from "../../texts.ts";
import { GuestConfirmAnswer } from "./guest-confirm-answer.tsx";
import { GuestOwnData } from "./guest-own-data.tsx";
import { ReservationDetails } from "./reservation-details.tsx";

/**
 * The guest's view through the mail's link (token, no login): the reservation and, while ahead, cancel;
 * their data by mail and, after the visit or a cancellation, its erasure (the link then stops working).
 * With `confirm` (the reminder's "Ich komme wie geplant") it records the guest's confirmation first.
 */
export function GuestReservationView({
  reservationId,
  token,
  confirm = false,
}: {
  reservationId: string;
  token: string;
  confirm?: boolean;
}) {
  const now = useNow();
  const queryClient = useQueryClient();
  const [erased, setErased] = useState<string | null>(null);
  const key = queryKeys.guestReservation(reservationId, token);
  const reservation = useQuery({
    queryKey: key,
    queryFn: () => fetchGuestReservation(reservationId, token),
    retry: false,
    enabled: erased === null,
  });
  const cancel = useMutation({
    mutationFn: () => cancelGuestReservation(reservationId, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  if (erased !== null) {
    return (
      <article className="grid gap-6">
        <h1 className="text-2xl font-bold">{dashboardTexts.guestTitle}</h1>
        <Banner tone="success">{erased}</Banner>
      </article>
    );
  }
  if (reservation.isPending) return <Spinner className="justify-center py-10" />;
  if (reservation.isError || !reservation.data) {
    return (
      <EmptyState
        title={dashboardTexts.reservationNotFound}
        description={dashboardTexts.reservationNotFoundText}
      />
    );
  }
  const { reservation: r, restaurantName, canCancel, canEraseData } = reservation.data;
  const start = reservationStartInstant(r, DEFAULT_RESTAURANT_TIME_ZONE);
  const ahead = canCancel ?? (start !== null && start.getTime() > now.getTime());
  const cancelled = isCancelledReservationStatus(r.status);
  const failure =
    cancel.error instanceof ApiError
      ? cancel.error.serverMessage
      : cancel.error
        ? commonTexts.genericError
        : null;
  return (
    <article className="grid gap-6">
      <h1 className="text-2xl font-bold">{dashboardTexts.guestTitle}</h1>
      {confirm && !cancelled ? (
        <GuestConfirmAnswer
          onConfirm={() => confirmGuestReservation(reservationId, token)}
          onConfirmed={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      ) : null}
      {cancel.isSuccess ? <Banner tone="success">{dashboardTexts.guestCancelled}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <ReservationDetails reservation={r} restaurantName={restaurantName} staff={false} />
      {cancelled ? (
        cancel.isSuccess ? null : (
          <p className="m-0 text-sm text-muted-foreground">{dashboardTexts.guestAlreadyCancelled}</p>
        )
      ) : ahead ? (
        <ConfirmDialog
          title={calendarTexts.cancelConfirm}
          confirmLabel={calendarTexts.cancelReservation}
          cancelLabel={commonTexts.cancel}
          destructive
          onConfirm={() => cancel.mutate()}
          trigger={
            <Button variant="destructive" className="w-fit" loading={cancel.isPending}>
              {dashboardTexts.guestCancel}
            </Button>
          }
        />
      ) : (
        <p className="m-0 text-sm text-muted-foreground">{dashboardTexts.guestCancelClosed}</p>
      )}
      <GuestOwnData
        canErase={canEraseData}
        onExport={() => requestOwnDataExport(reservationId, token)}
        onErase={async () => (await eraseOwnData(reservationId, token)).message}
        onErased={setErased}
      />
    </article>
  );
}
