import { Link } from "@tanstack/react-router";
import { guestHintDetailTexts, type Reservation } from "@tischservice/core";
import { GuestHintDetails, type GuestHintState } from "./guest-hint-details.tsx";
import { useGuestHintsOf } from "./guest-hints.tsx";

/** The reservation page's "Gast" section with live data and a link to the guest's profile. */
export function ReservationGuestHint({
  restaurantId,
  reservation: r,
}: {
  restaurantId: string;
  reservation: Reservation;
}) {
  const hints = useGuestHintsOf(restaurantId, { from: r.reservationDate, to: r.reservationDate });
  const hint = hints.data?.[r._id];
  const state: GuestHintState = hints.data
    ? { status: "success", hint }
    : hints.isError
      ? { status: "error" }
      : { status: "pending" };
  return (
    <GuestHintDetails
      state={state}
      action={
        hint ? (
          <Link
            to="/guests/profile"
            search={r.customerEmail ? { email: hint.key } : { phone: hint.key }}
            className="focus-ring w-fit rounded-sm text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
          >
            {guestHintDetailTexts.openProfile}
          </Link>
        ) : null
      }
    />
  );
}
