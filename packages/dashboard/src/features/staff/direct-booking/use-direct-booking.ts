import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BOOKING_ERROR_RESET_MS,
  BOOKING_SLOT_GONE_RELOAD_MS,
  BOOKING_SUCCESS_RELOAD_MS,
  bookingConflictTexts,
} from "@tischservice/core";
import { useEffect, useState } from "react";
import { createDirectReservation, timeSlotsQueryOptions } from "../../../api/booking.ts";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { useAnnouncements } from "../live/announcements-context.ts";
import type { DirectBookingContact } from "./booking-contact-step.tsx";
import { bookingFailure, newIdempotencyKey } from "./booking-outcome.ts";

export type BookingStep =
  | { kind: "pick" }
  | { kind: "slots" }
  | { kind: "name"; time: string }
  | { kind: "creating"; time: string }
  | { kind: "success" }
  | { kind: "error"; message: string; slotGone: boolean };

/**
 * The direct-booking flow: guests → slots → name and contact → creating → success or error. The chosen slot is
 * re-checked just before creating. Instead of reloading the page, the data is refreshed: after success
 * the flow resets after 2 s, after a vanished slot the list returns after 3 s, other errors reset after 5 s.
 */
export function useDirectBooking(restaurantId: string, date: string) {
  const queryClient = useQueryClient();
  const announcements = useAnnouncements();
  const [guests, setGuests] = useState(2);
  const [step, setStep] = useState<BookingStep>({ kind: "pick" });
  const slotsQuery = timeSlotsQueryOptions(restaurantId, date, guests);
  const slots = useQuery({
    ...slotsQuery,
    enabled: step.kind === "slots" || step.kind === "name",
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    const delay =
      step.kind === "success"
        ? BOOKING_SUCCESS_RELOAD_MS
        : step.kind === "error"
          ? step.slotGone
            ? BOOKING_SLOT_GONE_RELOAD_MS
            : BOOKING_ERROR_RESET_MS
          : null;
    if (delay === null) return;
    const slotGone = step.kind === "error" && step.slotGone;
    const timer = window.setTimeout(() => setStep(slotGone ? { kind: "slots" } : { kind: "pick" }), delay);
    return () => window.clearTimeout(timer);
  }, [step]);

  const create = async (time: string, contact: DirectBookingContact) => {
    const name = contact.name;
    setStep({ kind: "creating", time });
    try {
      const fresh = await queryClient.fetchQuery({ ...slotsQuery, staleTime: 0 });
      if (!fresh.timeSlots.some((slot) => slot.time === time && slot.available)) {
        setStep({ kind: "error", message: bookingConflictTexts.slotTaken, slotGone: true });
        return;
      }
      // Its announcement may come before the answer: this device, which books it, shows no toast for it.
      const takeBack = announcements?.expectOwn({ customerName: name, date, time, guests });
      try {
        await createDirectReservation(restaurantId, {
          customerName: name,
          customerPhone: contact.phone,
          customerEmail: contact.email,
          specialRequests: contact.notes,
          numberOfGuests: guests,
          reservationDate: date,
          timeSlot: time,
          idempotencyKey: newIdempotencyKey(),
        });
      } catch (error) {
        takeBack?.();
        throw error;
      }
      setStep({ kind: "success" });
    } catch (error) {
      setStep({ kind: "error", ...bookingFailure(error) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: ["time-slots", restaurantId] });
    }
  };

  const slotError =
    slots.error === null ? undefined : slots.error instanceof ApiError ? slots.error.serverMessage : null;
  return { guests, setGuests, step, setStep, slots, slotError, create };
}
