import { useRouter } from "@tanstack/react-router";
import { liveNoticeTexts, type NewReservationNotice } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useCallback } from "react";
import { ToastGuestLine } from "../guest-hints/guest-hints.tsx";
import type { AnnouncedReservations } from "./announced-reservations.ts";
import { NewReservationToastBody } from "./new-reservation-toast-body.tsx";

/**
 * Announces a new reservation once, whether the event stream or the polled check brought it (and not at
 * all when this device booked it): the toast "Neue Reservierung" with name, date, time, guests and a link
 * to the reservation's page, and when a regular (or a returning guest) booked, says so.
 */
export function useNewReservationToast(
  announced: AnnouncedReservations,
  restaurantId: string,
): (notice: NewReservationNotice) => void {
  const { toast, dismiss } = useToast();
  const router = useRouter();
  return useCallback(
    (notice: NewReservationNotice) => {
      if (!announced.claim(notice)) return;
      const reservationId = notice.reservationId;
      const target = reservationId
        ? ({ to: "/reservation/$reservationId", params: { reservationId } } as const)
        : null;
      let id = 0;
      id = toast({
        title: liveNoticeTexts.newReservationTitle,
        description: (
          <NewReservationToastBody
            notice={notice}
            guestLine={<ToastGuestLine restaurantId={restaurantId} notice={notice} />}
            href={target ? router.buildLocation(target).href : null}
            onOpen={() => {
              dismiss(id);
              if (target) void router.navigate(target);
            }}
          />
        ),
        tone: "info",
      });
    },
    [announced, restaurantId, toast, dismiss, router],
  );
}
