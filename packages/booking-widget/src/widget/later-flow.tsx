import { type ReactNode, type RefObject, useMemo } from "react";
import { dispatchWidgetEvent } from "../events.ts";
import type { ApiClient, BookedReservation, EnquiryOutcome, RestaurantInfo, WaitlistOutcome } from "./api.ts";
import { createWriteClient, newIdempotencyKey, type WriteClient } from "./api-writes.ts";
import { type DetailErrors, emptyDetails, type GuestDetails } from "./details.ts";
import { DetailsStep } from "./details-step.tsx";
import { buildIcs, icsDataUrl } from "./ics.ts";
import type { WidgetOptions } from "./options.ts";
import { RefusalText } from "./refusal-text.tsx";
import type { Step } from "./step.ts";
import { EnquirySentStep, SuccessStep } from "./success-step.tsx";
import { type BookingSummary, SummaryStep } from "./summary-step.tsx";
import type { WidgetTexts } from "./texts.ts";

/**
 * A failed send: its message, whether it may be tried again, the API's errors by field; `refusal`: the
 * restaurant's calm "no" (with its phone) instead of an error.
 */
export type Failure = { message: string; retry: boolean; fields?: DetailErrors; refusal?: ReactNode } | null;

/** What the booking flow (booking-app.tsx) hands the steps after the slots: its state and its moves. */
export interface LaterFlowProps {
  t: WidgetTexts;
  options: WidgetOptions;
  host: HTMLElement | null;
  api: ApiClient;
  info: RestaurantInfo | null;
  step: Step;
  go: (step: Step) => void;
  /** The message above the slots (a failed booking's or enquiry's). */
  setNotice: (message: ReactNode) => void;
  /** Asks for a day's slots again. */
  invalidateSlots: (date: string, guests: number) => void;
  date: string;
  guests: number;
  time: string | null;
  setTime: (time: string | null) => void;
  until: string;
  setUntil: (time: string) => void;
  details: GuestDetails;
  setDetails: (details: GuestDetails) => void;
  submitting: boolean;
  setSubmitting: (submitting: boolean) => void;
  failure: Failure;
  setFailure: (failure: Failure) => void;
  booked: BookedReservation | null;
  setBooked: (booked: BookedReservation | null) => void;
  setAnnouncement: (text: string) => void;
  /** The booking's idempotency key with what it was made for (kept while the flow goes back and forth). */
  idempotency: RefObject<{ signature: string; key: string } | null>;
  restaurantName: string;
  privacyUrl: string;
}

/**
 * The steps after the slots (details, summary, receipts) and what sends a booking, an enquiry or a
 * waitlist entry: part of the later chunk widget.js loads on demand (later-steps.ts).
 */
export function LaterFlow({ flow }: { flow: LaterFlowProps }) {
  const {
    t,
    options,
    host,
    api,
    info,
    step,
    go,
    setNotice,
    invalidateSlots,
    date,
    guests,
    time,
    setTime,
    until,
    setUntil,
    details,
    setDetails,
    submitting,
    setSubmitting,
    failure,
    setFailure,
    booked,
    setBooked,
    setAnnouncement,
    idempotency,
    restaurantName,
    privacyUrl,
  } = flow;
  const writes = useMemo(() => createWriteClient(api.base, api.fetch), [api]);

  /** Back to the slots with a message (or none), that day's slots asked for again. */
  const backToSlots = (message: ReactNode) => {
    setNotice(message);
    setTime(null);
    invalidateSlots(date, guests);
    go("pick");
  };

  const restart = () => {
    setTime(null);
    setDetails(emptyDetails);
    setBooked(null);
    setNotice(null);
    setFailure(null);
    go("pick");
  };
  const confirmed = booked?.status === "confirmed";
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
    const outcome = await writes.book(options.restaurant, request, idempotency.current.key);
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
    if (outcome.kind === "refused") {
      const refusal = (
        <RefusalText t={t} code={outcome.code} message={outcome.message} phone={info?.phone ?? ""} />
      );
      // A blocked guest cannot book online at all: the summary stays, with the phone instead of the button.
      // Any other refusal is about the day or the time: another one from the refreshed slots may do.
      if (outcome.code !== "online_booking_unavailable") return backToSlots(refusal);
      setFailure({ message: outcome.message, retry: false, refusal });
      return;
    }
    if (outcome.kind === "slot-taken" || outcome.kind === "no-tables") {
      backToSlots(outcome.kind === "slot-taken" ? outcome.message || t.slotTaken : t.noFittingTables);
      return;
    }
    const message = outcome.kind === "failed" ? t.networkError : t.bookingFailed(outcome.message);
    setFailure({ message, retry: outcome.kind === "failed" });
    setAnnouncement(message);
  };

  /**
   * Sends an enquiry or a waitlist entry: on to `done` when accepted; back to the refreshed slots
   * on a 409; the API's field errors at their inputs; a retry after a failure, every input kept.
   */
  const send = async (
    request: (writes: WriteClient) => Promise<EnquiryOutcome | WaitlistOutcome>,
    done: Step,
  ) => {
    if (submitting || !time) return;
    setSubmitting(true);
    setFailure(null);
    setAnnouncement(t.submitting);
    const outcome = await request(writes);
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
      (writes) =>
        writes.enquire(options.restaurant, {
          ...contact(),
          reservationDate: date,
          timeSlot: time ?? "",
          message: details.requests.trim(),
        }),
      "sent",
    );

  const joinWaitlist = () =>
    send(
      (writes) =>
        writes.joinWaitlist(options.restaurant, { ...contact(), date, from: time ?? "", to: until }),
      "waitlisted",
    );

  return step === "details" || step === "enquiry" || step === "waitlist" ? (
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
      reference={booked?.reference ?? ""}
      calendarHref={icsDataUrl(
        buildIcs({
          id: booked?.id ?? "",
          title: restaurantName || t.calendarTitle,
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
  );
}

/** The heading of a step after the slots (`null` for the slots). */
export function stepTitle(step: Step, t: WidgetTexts, booked: BookedReservation | null): string | null {
  return step === "details"
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
                ? booked?.status === "confirmed"
                  ? t.successConfirmedHeading
                  : t.successPendingHeading
                : null;
}
