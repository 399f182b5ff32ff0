// The guest hints on every reservation card and in the new-booking toast: the query and the
// two lines in one module, so that the first visit (home, calendar) loads them as one small chunk; the
// request and its schema load on demand (`api/guest-hints.ts`).
import { useQuery } from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  type GuestHintParts,
  guestBookingLine,
  guestHintParts,
  guestHintTexts,
  type NewReservationNotice,
} from "@tischservice/core";
import type { GuestHintsRange } from "../../../api/guest-hints.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/**
 * The guest hints of the reservations dated within `range` (a day, or from today on): one request per
 * shown range, shared by every card of it. `null` asks for nothing. Under the `guests` key, so reservation
 * and guest events refresh it; polled like the reservations while the event stream is down.
 */
export function useGuestHintsOf(restaurantId: string, range: GuestHintsRange | null) {
  return useQuery({
    queryKey: queryKeys.guestHints(restaurantId, range?.from ?? "", range?.to ?? ""),
    queryFn: async () =>
      (await import("../../../api/guest-hints.ts")).fetchGuestHints(restaurantId, range ?? {}),
    enabled: range !== null,
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  });
}

/** `useGuestHintsOf` for the signed-in restaurant; only the hints (undefined while loading or failed). */
export function useGuestHints(range: GuestHintsRange | null) {
  return useGuestHintsOf(useGastro().restaurantId, range).data;
}

/**
 * A card's line of what the restaurant knows of its guest: "Stammgast · 7. Besuch · Nussallergie" (the
 * note shortened), read as "Gast: …". Nothing for a guest without hints or while they load.
 */
export function GuestHintLine({ hint }: { hint: GuestHintParts | undefined }) {
  const parts = hint ? guestHintParts(hint) : [];
  if (parts.length === 0) return null;
  return (
    <p
      data-slot="guest-hint"
      className="m-0 w-fit max-w-full rounded-md bg-accent px-2 py-1 text-sm break-words text-accent-foreground"
    >
      <span className="sr-only">{guestHintTexts.label}: </span>
      {parts.join(guestHintTexts.separator)}
    </p>
  );
}

/**
 * The new-booking toast's "Stammgast hat reserviert · 7. Besuch" (or "3. Besuch" for a returning guest)
 * once the day's hints are known; nothing for a first booking. Reads the same query as the day's cards.
 */
export function ToastGuestLine({
  restaurantId,
  notice,
}: {
  restaurantId: string;
  notice: NewReservationNotice;
}) {
  const id = notice.reservationId;
  const hints = useGuestHintsOf(restaurantId, id ? { from: notice.date, to: notice.date } : null).data;
  const line = id ? guestBookingLine(hints?.[id]) : null;
  return line ? <span className="font-medium">{line}</span> : null;
}
