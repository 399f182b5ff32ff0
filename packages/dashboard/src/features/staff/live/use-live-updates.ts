import { useQueryClient } from "@tanstack/react-query";
import {
  type NewReservationNotice,
  NOTIFICATION_RECONNECT_DELAY_MS,
  NOTIFICATION_RECONNECT_MAX_ATTEMPTS,
} from "@tischservice/core";
import { useEffect, useRef, useState } from "react";
import { invalidationsForMessage, type RestaurantScope } from "./invalidation.ts";
import type { LiveState } from "./live-status.tsx";
import { parseNotificationEvent } from "./parse-event.ts";

const namedEvents = ["connected", "new_reservation", "changed", "keepalive"] as const;

/**
 * One EventSource per restaurant: each message invalidates exactly the queries it touches. On an error
 * it reconnects up to 5 times, 5 s apart, then stops (the caller polls instead); a successful connect
 * resets the counter and refreshes the restaurant's data, since events may have been missed meanwhile.
 */
export function useLiveUpdates(
  scope: RestaurantScope,
  onNewReservation?: (notice: NewReservationNotice) => void,
): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const notify = useRef(onNewReservation);
  notify.current = onNewReservation;
  const { restaurantId, ownerId, userId } = scope;

  useEffect(() => {
    const current = { restaurantId, ownerId, userId };
    let source: EventSource | null = null;
    let attempts = 0;
    let missedEvents = false;
    let retry: number | undefined;
    let disposed = false;

    const handle = (eventType: string, raw: string) => {
      const message = parseNotificationEvent(eventType, raw);
      if (!message) return;
      if (message.type === "connected") {
        attempts = 0;
        setState("live");
        if (missedEvents) {
          missedEvents = false;
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(restaurantId) });
        }
        return;
      }
      for (const filters of invalidationsForMessage(message, current))
        void queryClient.invalidateQueries(filters);
      if (message.type === "new_reservation") notify.current?.(message.data);
    };

    const connect = () => {
      if (disposed) return;
      const next = new EventSource(`/api/notifications/listen/${encodeURIComponent(restaurantId)}`);
      source = next;
      next.onmessage = (event) => handle("message", String(event.data));
      for (const type of namedEvents) {
        next.addEventListener(type, (event) => handle(type, String((event as MessageEvent).data ?? "")));
      }
      next.onerror = () => {
        next.close();
        if (source === next) source = null;
        if (disposed) return;
        missedEvents = true;
        if (attempts < NOTIFICATION_RECONNECT_MAX_ATTEMPTS) {
          attempts += 1;
          setState("reconnecting");
          retry = window.setTimeout(() => {
            retry = undefined;
            connect();
          }, NOTIFICATION_RECONNECT_DELAY_MS);
        } else {
          attempts = 0;
          setState("polling");
        }
      };
    };

    // Back online after the stream gave up: try again from the start.
    const onOnline = () => {
      if (source || retry !== undefined) return;
      connect();
    };
    connect();
    window.addEventListener("online", onOnline);
    return () => {
      disposed = true;
      window.removeEventListener("online", onOnline);
      window.clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, restaurantId, ownerId, userId]);

  return state;
}
