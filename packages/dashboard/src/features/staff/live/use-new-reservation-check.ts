import { NEW_RESERVATION_CHECK_INTERVAL_MS, type NewReservationNotice } from "@tischservice/core";
import { useEffect, useRef } from "react";
import { checkNewReservations } from "../../../api/notifications.ts";

/**
 * The fallback while the event stream is down: `GET /api/notifications/check/{restaurantId}` at once and
 * then every 5 s. Each `since` is the previous answer's server time less
 * one interval, so a reservation committed during a check is not skipped; repeats are the caller's to
 * drop. Failures are only logged (a failed poll is silent: the next one tries again).
 */
export function useNewReservationCheck(
  restaurantId: string,
  active: boolean,
  onNotice: (notice: NewReservationNotice) => void,
): void {
  const notify = useRef(onNotice);
  notify.current = onNotice;

  useEffect(() => {
    if (!active) return;
    let since: string | null = null;
    let timer: number | undefined;
    let disposed = false;
    const check = async () => {
      try {
        const answer = await checkNewReservations(restaurantId, since);
        if (disposed) return;
        const serverTime = answer.serverTime ? Date.parse(answer.serverTime) : Number.NaN;
        if (!Number.isNaN(serverTime)) {
          since = new Date(serverTime - NEW_RESERVATION_CHECK_INTERVAL_MS).toISOString();
        }
        for (const notice of answer.newReservations) notify.current(notice);
      } catch (error) {
        console.warn("Prüfung auf neue Reservierungen fehlgeschlagen", error);
      }
      if (!disposed) timer = window.setTimeout(check, NEW_RESERVATION_CHECK_INTERVAL_MS);
    };
    void check();
    return () => {
      disposed = true;
      window.clearTimeout(timer);
    };
  }, [restaurantId, active]);
}
