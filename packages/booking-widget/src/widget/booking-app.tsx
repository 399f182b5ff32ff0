import { nextOpenDate } from "@tischservice/core/rules";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { dispatchWidgetEvent } from "../events.ts";
import {
  type ApiClient,
  type BookedReservation,
  createApiClient,
  type EnquiryOutcome,
  newIdempotencyKey,
  type WaitlistOutcome,
} from "./api.ts";
import { BOOKING_WINDOW_DAYS, lastBookableDate, localToday } from "./dates.ts";
import { type DetailErrors, emptyDetails, type GuestDetails } from "./details.ts";
import { DetailsStep } from "./details-step.tsx";
import { buildIcs, icsDataUrl } from "./ics.ts";
import { linkUrl, type WidgetOptions } from "./options.ts";
import { PickStep } from "./pick-step.tsx";
import { EnquirySentStep, SuccessStep } from "./success-step.tsx";
import { type BookingSummary, SummaryStep } from "./summary-step.tsx";
import { textsFor } from "./texts.ts";
import { closedBySchedule, useRestaurantData, useSlots } from "./use-restaurant-data.ts";
import { waitlistWindow } from "./waitlist.ts";

/**
 * `enquiry` and `sent`: a large group's enquiry instead of a booking; `waitlist` and `waitlisted`: the
 * waitlist when no slot of the day is free (issue 20).
 */
type Step = "pick" | "details" | "summary" | "done" | "enquiry" | "sent" | "waitlist" | "waitlisted";

export interface BookingAppProps {
  options: WidgetOptions;
  /** The element events are dispatched on (the custom element or the React component's element). */
  host?: HTMLElement | null;
  /** A client to use instead of `fetch` against `options.api` (tests and stories). */
  api?: ApiClient;
  /** Today's date `YYYY-MM-DD` (tests and stories); the browser's date otherwise. */
  today?: string;
}

/** The guest's whole booking flow for one restaurant. */
export function BookingApp({ options, host = null, api: givenApi, today: givenToday }: BookingAppProps) {
  const t = useMemo(() => textsFor(options.lang), [options.lang]);
  const api = useMemo(() => givenApi ?? createApiClient(options.api), [givenApi, options.api]);
  const today = givenToday ?? localToday();
  const last = lastBookableDate(today);

  const [step, setStep] = useState<Step>("pick");
  const [date, setDate] = useState(today);
  const [guests, setGuests] = useState(options.guests);
  const [time, setTime] = useState<string | null>(null);
  /** The waitlist window's end (`time` is its start). */
  const [until, setUntil] = useState("");
  const [details, setDetails] = useState<GuestDetails>(emptyDetails);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retry: boolean; fields?: DetailErrors } | null>(
    null,
  );
  const [booked, setBooked] = useState<BookedReservation | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const dateTouched = useRef(false);
  const focusNext = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const idempotency = useRef<{ signature: string; key: string } | null>(null);

  const slots = useSlots(
    api,
    options.restaurant,
    date,
    guests,
    date === today && !dateTouched.current,
    setDate,
  );
  const { info, schedule } = useRestaurantData(api, options.restaurant, slots.settled);
  const isClosed = useCallback((day: string) => closedBySchedule(day, schedule), [schedule]);
  const fullDay = slots.view.state === "ready" ? waitlistWindow(slots.view.slots) : null;

  useEffect(() => setGuests(options.guests), [options.guests]);

  // Once the schedule is known: a closed first day moves on to the next open one (unless the guest chose).
  useEffect(() => {
    if (!schedule || dateTouched.current || !isClosed(date)) return;
    const next = nextOpenDate(today, isClosed, BOOKING_WINDOW_DAYS);
    if (next) setDate(next);
  }, [schedule, isClosed, date, today]);

  useEffect(() => {
    const view = slots.view;
    if (view.state === "loading") setAnnouncement(t.slotsLoading);
    else if (view.state === "error") setAnnouncement(t.networkError);
    else if (view.state === "closed") setAnnouncement(t.closedDay);
    else if (view.state === "enquiry") setAnnouncement(t.partyNeedsEnquiry(view.max));
    else {
      const free = view.slots.filter((slot) => slot.available).length;
      setAnnouncement(
        free > 0
          ? t.slotsFound(free)
          : waitlistWindow(view.slots)
            ? t.noTableForParty(t.guestCount(guests))
            : t.noSlots,
      );
    }
  }, [slots.view, t, guests]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus();
  });

  const go = (next: Step) => {
    focusNext.current = true;
    setStep(next);
  };

  const summary: BookingSummary = {
    date,
    time: step === "waitlisted" ? `${time}–${until}` : (time ?? ""),
    guests,
    details,
  };

  /** Who asks, for how many, in which language: what a booking, an enquiry and a waitlist entry all send. */
  const contact = () => ({
    customerName: details.name.trim(),
    customerEmail: details.email.trim(),
    customerPhone: details.phone.trim(),
    numberOfGuests: guests,
    language: options.lang,
  });

  /** Back to the slots with a message (or none), that day's slots asked for again. */
  const backToSlots = (message: string | null) => {
    setNotice(message);
    setTime(null);
    slots.invalidate(date, guests);
    go("pick");
  };

  const submit = async () => {
    if (submitting || !time) return;
    const request = {
      ...contact(),
      reservationDate: date,
      timeSlot: time,
      specialRequests: details.requests.trim(),
    };
    const signature = JSON.stringify([options.restaurant, request]);
    if (idempotency.current?.signature !== signature) {
      idempotency.current = { signature, key: newIdempotencyKey() };
    }
    setSubmitting(true);
    setFailure(null);
    setAnnouncement(t.submitting);
    const outcome = await api.book(options.restaurant, request, idempotency.current.key);
    setSubmitting(false);
    if (outcome.kind === "booked") {
      idempotency.current = null;
      setBooked(outcome.reservation);
      go("done");
      dispatchWidgetEvent(host, "tischservice:booked", {
        reservationId: outcome.reservation.id,
        restaurantId: info?.id ?? options.restaurant,
        status: outcome.reservation.status,
        date,
        time,
        guests,
      });
      return;
    }
    // The party is now above the online limit: the refreshed slots say so and offer the enquiry.
    if (outcome.kind === "enquiry") return backToSlots(null);
    if (outcome.kind === "slot-taken" || outcome.kind === "no-tables") {
      backToSlots(outcome.kind === "slot-taken" ? t.slotTaken : t.noFittingTables);
      return;
    }
    const message = outcome.kind === "failed" ? t.networkError : t.bookingFailed(outcome.message);
    setFailure({ message, retry: outcome.kind === "failed" });
    setAnnouncement(message);
  };

  /**
   * Sends an enquiry or a waitlist entry (issue 20): on to `done` when accepted; back to the refreshed slots
   * on a 409; the API's field errors at their inputs; a retry after a failure, every input kept.
   */
  const send = async (request: () => Promise<EnquiryOutcome | WaitlistOutcome>, done: Step) => {
    if (submitting || !time) return;
    setSubmitting(true);
    setFailure(null);
    setAnnouncement(t.submitting);
    const outcome = await request();
    setSubmitting(false);
    if (outcome.kind === "sent" || outcome.kind === "waiting") return go(done);
    if (outcome.kind === "book-online") return backToSlots(outcome.message);
    // slots_available names the free times (in the widget's language); another 409 speaks for itself.
    if (outcome.kind === "slots-available")
      return backToSlots(outcome.times.length ? t.windowHasSlots : outcome.message);
    if (outcome.kind === "failed") {
      setFailure({ message: t.networkError, retry: true });
      return setAnnouncement(t.networkError);
    }
    // The API's German messages at their fields; one that belongs to no field (date, party) above the buttons.
    const by = outcome.fields;
    const fields: DetailErrors = {
      name: by.customerName,
      email: by.customerEmail,
      phone: by.customerPhone,
      time: by.timeSlot || by.from,
      to: by.to,
    };
    const atField = Object.values(fields).find(Boolean);
    setFailure(atField ? { message: "", retry: false, fields } : { message: outcome.message, retry: false });
    setAnnouncement(atField ?? outcome.message);
  };

  const enquire = () =>
    send(
      () =>
        api.enquire(options.restaurant, {
          ...contact(),
          reservationDate: date,
          timeSlot: time ?? "",
          message: details.requests.trim(),
        }),
      "sent",
    );

  const joinWaitlist = () =>
    send(
      () => api.joinWaitlist(options.restaurant, { ...contact(), date, from: time ?? "", to: until }),
      "waitlisted",
    );

  const restart = () => {
    setTime(null);
    setDetails(emptyDetails);
    setBooked(null);
    setNotice(null);
    setFailure(null);
    go("pick");
  };

  const confirmed = booked?.status === "confirmed";
  const stepTitle =
    step === "details"
      ? t.detailsHeading
      : step === "enquiry"
        ? t.sendEnquiry
        : step === "waitlist"
          ? t.joinWaitlist
          : step === "waitlisted"
            ? t.waitlistedHeading
            : step === "sent"
              ? t.enquirySentHeading
              : step === "summary"
                ? t.summaryHeading
                : step === "done"
                  ? confirmed
                    ? t.successConfirmedHeading
                    : t.successPendingHeading
                  : null;
  const restaurantName = info?.name ?? "";
  const privacyUrl = options.privacyUrl ?? linkUrl(info?.website) ?? `${options.api}/datenschutz`;

  return (
    <div className="grid gap-4 rounded-xl border bg-background p-3 text-foreground sm:p-5" data-step={step}>
      {info?.bannerUrl && step === "pick" ? (
        <img src={info.bannerUrl} alt="" className="h-24 w-full rounded-lg object-cover sm:h-32" />
      ) : null}
      <h2
        ref={stepTitle ? undefined : headingRef}
        tabIndex={-1}
        className="text-lg font-semibold break-words outline-none sm:text-xl"
      >
        {restaurantName ? t.restaurantHeading(restaurantName) : t.floatingButton}
      </h2>
      {stepTitle ? (
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {stepTitle}
        </h3>
      ) : null}
      {step === "pick" ? (
        <PickStep
          t={t}
          date={date}
          first={today}
          last={last}
          isClosed={isClosed}
          onDate={(day) => {
            dateTouched.current = true;
            setNotice(null);
            setTime(null);
            setDate(day);
          }}
          guests={guests}
          onGuests={(count) => {
            setNotice(null);
            setTime(null);
            setGuests(count);
          }}
          slots={slots.view}
          time={time}
          onTime={(chosen) => {
            setTime(chosen);
            setNotice(null);
            go("details");
          }}
          onRetry={slots.retry}
          onEnquiry={() => {
            setNotice(null);
            setTime(null);
            go("enquiry");
          }}
          onWaitlist={
            fullDay
              ? () => {
                  setNotice(null);
                  setTime(fullDay[0]);
                  setUntil(fullDay[1]);
                  go("waitlist");
                }
              : undefined
          }
          notice={notice}
        />
      ) : step === "details" || step === "enquiry" || step === "waitlist" ? (
        <DetailsStep
          t={t}
          restaurantName={restaurantName || (t.locale === "de" ? "das Restaurant" : "the restaurant")}
          privacyUrl={privacyUrl}
          details={details}
          onChange={setDetails}
          onBack={() => {
            setFailure(null);
            go("pick");
          }}
          onNext={() =>
            step === "details"
              ? go("summary")
              : (step === "enquiry" ? enquire() : joinWaitlist()).catch((error: unknown) =>
                  console.error("[Tischservice]", error),
                )
          }
          enquiry={
            step === "details"
              ? undefined
              : {
                  date,
                  guests,
                  time: time ?? "",
                  onTime: setTime,
                  until: step === "waitlist" ? { time: until, onTime: setUntil } : undefined,
                  submitting,
                  failure,
                }
          }
        />
      ) : step === "summary" ? (
        <SummaryStep
          t={t}
          summary={summary}
          submitting={submitting}
          failure={failure}
          onBack={() => {
            setFailure(null);
            go("details");
          }}
          onSubmit={() => {
            submit().catch((error: unknown) => console.error("[Tischservice]", error));
          }}
        />
      ) : step === "sent" || step === "waitlisted" ? (
        <EnquirySentStep t={t} summary={summary} waitlist={step === "waitlisted"} onAgain={restart} />
      ) : (
        <SuccessStep
          t={t}
          summary={summary}
          confirmed={confirmed}
          reservationId={booked?.id ?? ""}
          calendarHref={icsDataUrl(
            buildIcs({
              id: booked?.id ?? "",
              title: restaurantName || t.dialogLabel,
              date,
              time: time ?? "00:00",
              durationMinutes: booked?.minutes ?? 120,
              timeZone: info?.timeZone ?? "Europe/Berlin",
              location: info?.address ?? "",
              description: `${t.guestCount(guests)} · ${details.name.trim()}`,
            }),
          )}
          accountHref={`${options.api}/app/register?type=guest&email=${encodeURIComponent(details.email.trim())}`}
          onAgain={restart}
        />
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
