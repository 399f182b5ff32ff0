import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BookingLanguage,
  bookingErrorCodes,
  DEFAULT_RESTAURANT_TIME_ZONE,
  isCancelledReservationStatus,
  type ReservationGuestCatalogue,
  reservationGuestTexts,
  reservationStartInstant,
} from "@tischservice/core";
import { Banner, Button, ConfirmDialog, EmptyState, Spinner } from "@tischservice/ui";
import { useState } from "react";
import { confirmGuestReservation } from "../../../api/guest-confirm.ts";
import { eraseOwnData, requestOwnDataExport } from "../../../api/guest-data.ts";
import { cancelGuestReservation, guestReservationQueryOptions } from "../../../api/guest-reservation.ts";
import { ApiError, serverMessageOr } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { useNow } from "../../../lib/clock.tsx";
import { useDocumentLanguage } from "../../../lib/document-language.ts";
import { ReservationDetails } from "../../shared/reservation/reservation-details.tsx";
import { GuestChangeSection } from "./guest-change-section.tsx";
import { GuestConfirmAnswer } from "./guest-confirm-answer.tsx";
import { GuestOwnData } from "./guest-own-data.tsx";

// Before the reservation (and its language) is known, the page speaks German like the rest of the dashboard.
const germanTexts = reservationGuestTexts.de;

/**
 * What a refusal of the guest's action says: German bookings show the server's German message (its reason
 * word for word); other languages the page's own words by the refusal's code.
 */
function refusalText(error: unknown, language: BookingLanguage, texts: ReservationGuestCatalogue): string {
  if (language === "de") return serverMessageOr(error, texts.actionFailed);
  if (!(error instanceof ApiError)) return texts.actionFailed;
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === bookingErrorCodes.tooLateToCancel) return texts.tooLateToCancel;
  if (code === bookingErrorCodes.statusChangeNotAllowed) return texts.alreadyCancelled;
  if (code === "erase_not_yet") return texts.ownData.eraseNotYet;
  if (code === "upcoming_reservation") return texts.ownData.upcomingReservation;
  return texts.actionFailed;
}

/**
 * The guest's view through the mail's link (token, no login): the reservation and, while ahead, cancel;
 * their data by mail and, after the visit or a cancellation, its erasure (the link then stops working).
 * With `confirm` (the reminder's "Ich komme wie geplant") it offers that answer as a button first; nothing
 * is recorded before the guest clicks it.
 * Everything is said in the booking's language, and `<html lang>` follows it.
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
  const [erased, setErased] = useState<{ text: string; language: BookingLanguage } | null>(null);
  const key = queryKeys.guestReservation(reservationId, token);
  const reservation = useQuery({
    ...guestReservationQueryOptions(reservationId, token),
    retry: false,
    enabled: erased === null,
  });
  const cancel = useMutation({
    mutationFn: () => cancelGuestReservation(reservationId, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const language: BookingLanguage | null =
    erased?.language ?? (reservation.data ? (reservation.data.reservation.language ?? "de") : null);
  useDocumentLanguage(language);
  if (erased !== null) {
    return (
      <article className="grid gap-6">
        <h1 className="text-2xl font-bold">{reservationGuestTexts[erased.language].title}</h1>
        <Banner tone="success">{erased.text}</Banner>
      </article>
    );
  }
  if (reservation.isPending) return <Spinner className="justify-center py-10" />;
  if (reservation.isError || !reservation.data) {
    return <EmptyState title={germanTexts.notFound} description={germanTexts.notFoundText} />;
  }
  const {
    reservation: r,
    restaurantName,
    canCancel,
    canEraseData,
    canChange,
    changeCutoffHours,
    restaurantPhone,
  } = reservation.data;
  const booked = r.language ?? "de";
  const texts = reservationGuestTexts[booked];
  const start = reservationStartInstant(r, DEFAULT_RESTAURANT_TIME_ZONE);
  const ahead = canCancel ?? (start !== null && start.getTime() > now.getTime());
  const cancelled = isCancelledReservationStatus(r.status);
  const failure = cancel.error ? refusalText(cancel.error, booked, texts) : null;
  return (
    <article className="grid gap-6">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      {confirm && !cancelled ? (
        <GuestConfirmAnswer
          onConfirm={() => confirmGuestReservation(reservationId, token)}
          onConfirmed={() => void queryClient.invalidateQueries({ queryKey: key })}
          texts={texts.confirm}
          serverReasons={booked === "de"}
        />
      ) : null}
      {cancel.isSuccess ? <Banner tone="success">{texts.cancelled}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <ReservationDetails reservation={r} restaurantName={restaurantName} staff={false} />
      {!cancelled && ahead ? (
        <GuestChangeSection
          reservation={r}
          token={token}
          language={booked}
          texts={texts.change}
          canChange={canChange}
          changeCutoffHours={changeCutoffHours}
          phoneLine={restaurantPhone ? `${texts.fields.phone}: ${restaurantPhone}` : null}
        />
      ) : null}
      {cancelled ? (
        cancel.isSuccess ? null : (
          <p className="m-0 text-sm text-muted-foreground">{texts.alreadyCancelled}</p>
        )
      ) : ahead ? (
        <ConfirmDialog
          title={texts.cancelConfirmTitle}
          confirmLabel={texts.cancelConfirm}
          cancelLabel={texts.cancelKeep}
          destructive
          onConfirm={() => cancel.mutate()}
          trigger={
            <Button variant="destructive" className="w-fit" loading={cancel.isPending}>
              {texts.cancel}
            </Button>
          }
        />
      ) : (
        <p className="m-0 text-sm text-muted-foreground">{texts.cancelClosed}</p>
      )}
      <GuestOwnData
        canErase={canEraseData}
        texts={texts.ownData}
        errorText={(error) => refusalText(error, booked, texts)}
        onExport={async () => {
          const message = await requestOwnDataExport(reservationId, token);
          return booked === "de" && message ? message : texts.ownData.exportMailed;
        }}
        onErase={async () => {
          const { message } = await eraseOwnData(reservationId, token);
          return booked === "de" ? message : texts.ownData.erased;
        }}
        onErased={(text) => setErased({ text, language: booked })}
      />
    </article>
  );
}
