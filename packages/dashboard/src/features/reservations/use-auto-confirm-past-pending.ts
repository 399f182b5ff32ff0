import { useQueryClient } from "@tanstack/react-query";
import { type Reservation, shouldAutoConfirmPastPending } from "@tischservice/core";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../api/query-keys.ts";
import { updateReservationStatus } from "../../api/reservations.ts";
import { useGastro } from "../data/gastro-context.tsx";

/** Spec 4: pending reservations dated before today are confirmed when the list tab loads (once, quietly). */
export function useAutoConfirmPastPending(reservations: readonly Reservation[] | undefined, today: string) {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !reservations) return;
    done.current = true;
    const stale = reservations.filter((r) => shouldAutoConfirmPastPending(r, today));
    if (stale.length === 0) return;
    void (async () => {
      for (const r of stale) {
        try {
          await updateReservationStatus(r._id, "confirmed");
        } catch (error) {
          console.warn("Automatische Bestätigung fehlgeschlagen", r._id, error);
        }
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) });
    })();
  }, [reservations, today, queryClient, restaurantId]);
}
