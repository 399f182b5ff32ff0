import { useNavigate } from "@tanstack/react-router";
import { todaySummary } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";
import { useMemo, useRef } from "react";
import { useNow } from "../../lib/clock.tsx";
import { useGastro } from "../data/gastro-context.tsx";
import { useReservations, useTimeZone, useToday } from "../data/queries.ts";
import { useReservationStatus } from "../data/use-reservation-status.ts";
import { useGuestHints } from "../guest-hints/guest-hints.tsx";
import { OnboardingSection } from "../onboarding/onboarding-section.tsx";
import { HomeView } from "./home-view.tsx";

/** `/app/`: the home tab with live data. */
export function HomePage() {
  const { isSubuser } = useGastro();
  const reservations = useReservations();
  const today = useToday();
  const now = useNow();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const status = useReservationStatus();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const guestHints = useGuestHints({ from: today, to: today });
  const summary = useMemo(() => todaySummary(reservations.data ?? [], today), [reservations.data, today]);
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
