import { useNavigate } from "@tanstack/react-router";
import { todaySummary, upcomingAfterToday } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";
import { useMemo, useRef } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { useGuestHints } from "../guest-hints/guest-hints.tsx";
import { OnboardingSection } from "../onboarding/onboarding-section.tsx";
import { useOnboarding } from "../onboarding/use-onboarding.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import {
  useReservationCounters,
  useReservationRange,
  useTimeZone,
  useToday,
} from "../restaurant-data/queries.ts";
import { useReservationStatus } from "../restaurant-data/use-reservation-status.ts";
import { HomeView } from "./home-view.tsx";

/**
 * `/app/`: the home tab with live data. It loads today's reservations only; the empty state's number of
 * upcoming ones comes from the server's counters, which the shell reads anyway.
 */
export function HomePage() {
  const { isSubuser } = useGastro();
  const today = useToday();
  const reservations = useReservationRange({ from: today, to: today });
  const fromToday = useReservationCounters(today, "").data;
  const todayOnly = useReservationCounters(today, today).data;
  const now = useNow();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const status = useReservationStatus();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const guestHints = useGuestHints({ from: today, to: today });
  // Asked for together with today's reservations, not after them: the checklist's state is usually known
  // when the page shows, so an established restaurant's dismissed checklist never appears.
  useOnboarding(!isSubuser);
  const summary = useMemo(() => {
    const shown = todaySummary(reservations.data ?? [], today);
    const upcoming = fromToday && todayOnly ? upcomingAfterToday(fromToday, todayOnly) : 0;
    return { ...shown, upcoming };
  }, [reservations.data, today, fromToday, todayOnly]);
  if (reservations.isPending) return <Spinner className="justify-center py-10" />;
  return (
    <HomeView
      now={now}
      timeZone={timeZone}
      today={today}
      summary={summary}
      guestHints={guestHints}
      isSubuser={isSubuser}
      headingRef={headingRef}
      onboarding={<OnboardingSection onClosed={() => headingRef.current?.focus()} />}
      busyId={status.isPending ? (status.variables?.id ?? null) : null}
      onConfirm={(id) => status.mutate({ id, status: "confirmed" })}
      onReject={(id) => status.mutate({ id, status: "cancelled" })}
      onOpenCalendar={() => void navigate({ to: "/calendar" })}
    />
  );
}
