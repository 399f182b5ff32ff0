import { useParams, useSearch } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { CheckingSession } from "../../account/session/checking-session.tsx";
import { GuestReservationView } from "./guest-reservation-view.tsx";

/** Guests open their mail's link: the staff's page and the shell around it load only for staff. */
const StaffReservationPage = lazy(() =>
  import("../../staff/reservation-detail/staff-reservation-page.tsx").then((m) => ({
    default: m.StaffReservationPage,
  })),
);

/** `/app/reservation/{id}`: the guest's view with `?token=`, else the signed-in staff's view in the shell. */
export function ReservationPage() {
  const { reservationId } = useParams({ from: "/reservation/$reservationId" });
  const { token, confirm } = useSearch({ from: "/reservation/$reservationId" });
  if (!token) {
    return (
      <Suspense fallback={<CheckingSession />}>
        <StaffReservationPage reservationId={reservationId} />
      </Suspense>
    );
  }
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start p-4 sm:p-8">
      <GuestReservationView reservationId={reservationId} token={token} confirm={confirm === true} />
    </main>
  );
}
