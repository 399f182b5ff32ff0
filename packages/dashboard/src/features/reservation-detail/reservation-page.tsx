import { Navigate, useParams, useSearch } from "@tanstack/react-router";
import { commonTexts } from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import type { ReactNode } from "react";
import { CheckingSession } from "../auth/checking-session.tsx";
import { useSession } from "../auth/session.ts";
import { useReturnTarget } from "../auth/use-return-target.ts";
import { GastroProvider } from "../data/gastro-context.tsx";
import { LiveRestaurant } from "../live/live-restaurant.tsx";
import { GuestReservationView } from "./guest-reservation-view.tsx";
import { StaffReservationView } from "./staff-reservation-view.tsx";

/** `/app/reservation/{id}`: the guest's view with `?token=`, else the signed-in staff's view. */
export function ReservationPage() {
  const { reservationId } = useParams({ from: "/reservation/$reservationId" });
  const { token, confirm } = useSearch({ from: "/reservation/$reservationId" });
  const redirect = useReturnTarget();
  const session = useSession();
  let body: ReactNode;
  if (token)
    body = <GuestReservationView reservationId={reservationId} token={token} confirm={confirm === true} />;
  else if (session.isPending) return <CheckingSession />;
  else if (!session.data) return <Navigate to="/login" search={redirect ? { redirect } : {}} replace />;
  else if (!session.data.restaurantId) body = <EmptyState title={commonTexts.unauthorized} />;
  else
    body = (
      <GastroProvider user={session.data} restaurantId={session.data.restaurantId}>
        <LiveRestaurant>
          <StaffReservationView reservationId={reservationId} />
        </LiveRestaurant>
      </GastroProvider>
    );
  return <main className="mx-auto grid min-h-dvh max-w-3xl content-start p-4 sm:p-8">{body}</main>;
}
