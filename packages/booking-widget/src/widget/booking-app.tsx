import { Notice, PlainButton } from "@tischservice/ui/widget-safe";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { WidgetLocale } from "../texts/locale.ts";
import { type ApiClient, type BookedReservation, createApiClient } from "./api.ts";
import { BOOKING_WINDOW_DAYS, lastBookableDate, localToday } from "./dates.ts";
import { emptyDetails, type GuestDetails } from "./details.ts";
import type { Failure } from "./later-flow.tsx";
import { linkUrl, type WidgetOptions } from "./options.ts";
import { PickStep } from "./pick-step.tsx";
import type { Step } from "./step.ts";
import { useStartTexts } from "./texts.ts";
import { useRestaurantData, useSlots } from "./use-restaurant-data.ts";
import { waitlistWindow } from "./waitlist.ts";

export interface BookingAppProps {
  options: WidgetOptions;
  /** The element events are dispatched on (the custom element or the React component's element). */
  host?: HTMLElement | null;
  /** A client to use instead of `fetch` against `options.api` (tests and stories). */
  api?: ApiClient;
  /**
   * The browser's date `YYYY-MM-DD` (tests and stories); the restaurant's today replaces it once the slots
   * have answered with it.
   */
  today?: string;
  /** Told when the guest switches the language (the dialog's own words follow it). */
  onLangChange?: (lang: WidgetLocale) => void;
}

type LaterSteps = typeof import("./later-steps.ts");
let laterSteps: Promise<LaterSteps> | null = null;

/**
 * The steps after the slots (details, summary, receipts, calendar file), loaded once per page: in widget.js
 * a chunk of its own, fetched from widget.js's origin when the slots are on screen or a form is opened. A
 * failed load can be tried again.
 */
function loadLaterSteps(): Promise<LaterSteps> {
  laterSteps ??= import("./later-steps.ts").catch((error: unknown) => {
    laterSteps = null;
    throw error;
  });
  return laterSteps;
}

/** The guest's whole booking flow for one restaurant. */
export function BookingApp({
  options: given,
  host = null,
  api: givenApi,
  today: givenToday,
  onLangChange,
}: BookingAppProps) {
  // The embedding's language until the guest switches it in the header; kept only while the widget is open.
  const [lang, setLang] = useState(given.lang);
  useEffect(() => setLang(given.lang), [given.lang]);
  const options = useMemo(() => ({ ...given, lang }), [given, lang]);
  const t = useStartTexts(lang);
  const api = useMemo(() => givenApi ?? createApiClient(options.api), [givenApi, options.api]);
  const browserToday = givenToday ?? localToday();

  const [step, setStep] = useState<Step>("pick");
  const [date, setDate] = useState(browserToday);
  const [guests, setGuests] = useState(options.guests);
  const [time, setTime] = useState<string | null>(null);
  /** The waitlist window's end (`time` is its start). */
  const [until, setUntil] = useState("");
  const [details, setDetails] = useState<GuestDetails>(emptyDetails);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [booked, setBooked] = useState<BookedReservation | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const dateTouched = useRef(false);
  /** The step whose heading takes the focus once it is on screen. */
  const focusNext = useRef<Step | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [later, setLater] = useState<LaterSteps | null>(null);
  /** All texts, once the later steps (and their words) are there. */
  const full = useMemo(() => (t && later ? later.withLaterTexts(t) : null), [t, later]);
  const [laterFailed, setLaterFailed] = useState(false);
  const loadLater = useCallback(() => {
    setLaterFailed(false);
    loadLaterSteps().then(setLater, (error: unknown) => {
      console.error("[Tischservice]", error);
      setLaterFailed(true);
    });
  }, []);
  const idempotency = useRef<{ signature: string; key: string } | null>(null);

  const slots = useSlots(
    api,
    options.restaurant,
    date,
    guests,
    date === browserToday && !dateTouched.current,
    setDate,
  );
  // The restaurant's calendar day, not the browser's: the booking horizon and "today" are counted in its
  // time zone by the server's clock, which a guest abroad or a wrong device clock would otherwise miss.
  const today = slots.today || browserToday;
  const { info, schedule, rules } = useRestaurantData(api, options.restaurant, slots.settled);
  const last = lastBookableDate(today, schedule?.horizonDays);
  const isClosed = useCallback(
    (day: string) => !!rules && rules.closedBySchedule(day, schedule),
    [rules, schedule],
  );
  const fullDay = slots.view.state === "ready" ? waitlistWindow(slots.view.slots) : null;

  useEffect(() => setGuests(options.guests), [options.guests]);

  // The later steps: fetched once the first slots are on screen (when the page is idle), or at once when
  // the guest opens a form before that or the day is full (its other days are part of them).
  const needLater = step !== "pick" || fullDay !== null;
  useEffect(() => {
    if (later || !(slots.settled || needLater)) return;
    if (needLater || typeof requestIdleCallback !== "function") return loadLater();
    const idle = requestIdleCallback(loadLater, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [later, slots.settled, needLater, loadLater]);

  // Once the schedule is known: a closed first day moves on to the next open one (unless the guest chose).
  useEffect(() => {
    if (!schedule || !rules || dateTouched.current || !isClosed(date)) return;
    const next = rules.nextOpenDate(today, isClosed, BOOKING_WINDOW_DAYS);
    if (next) setDate(next);
  }, [schedule, rules, isClosed, date, today]);

  useEffect(() => {
    const view = slots.view;
    if (!t) return;
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

  // Only the effect of a render that shows the new step: an earlier render's effect may still be pending
  // when the guest moves on (Preact runs it before the next render), and would focus the old heading.
  useEffect(() => {
    // A later step's heading is there once its chunk is (`full`).
    if (focusNext.current !== step || (step !== "pick" && !full)) return;
    focusNext.current = null;
    headingRef.current?.focus();
  });

  const go = (next: Step) => {
    focusNext.current = next;
    setStep(next);
  };

  /** A slot chosen (on this day, or another day's free time): on to the details. */
  const pickTime = (chosen: string) => {
    setTime(chosen);
    setNotice(null);
    go("details");
  };

  // An English widget's texts are a chunk of their own, fetched together with the first slots.
  if (!t) return <div className="min-h-24 rounded-xl border bg-background" aria-busy="true" />;

  const stepTitle = full && later ? later.stepTitle(step, full, booked) : null;
  const restaurantName = info?.name ?? "";
  const privacyUrl = options.privacyUrl ?? linkUrl(info?.website) ?? `${options.api}/datenschutz`;

  return (
    <div
      lang={lang}
      className="grid gap-4 rounded-xl border bg-background p-3 text-foreground sm:p-5"
      data-step={step}
    >
      {info?.bannerUrl && step === "pick" ? (
        <img src={info.bannerUrl} alt="" className="h-24 w-full rounded-lg object-cover sm:h-32" />
      ) : null}
      <header className="flex items-start justify-between gap-3">
        <h2
          ref={stepTitle ? undefined : headingRef}
          tabIndex={-1}
          className="min-w-0 text-lg font-semibold break-words outline-none sm:text-xl"
        >
          {restaurantName ? t.restaurantHeading(restaurantName) : t.floatingButton}
        </h2>
        {later ? (
          <later.LanguageSwitch
            t={t}
            value={lang}
            onChange={(next) => {
              setLang(next);
              onLangChange?.(next);
            }}
          />
        ) : null}
      </header>
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
          onTime={pickTime}
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
          otherDays={
            fullDay && later && full ? (
              <later.OtherDays
                t={full}
                api={api}
                restaurant={options.restaurant}
                date={date}
                guests={guests}
                last={last}
                onPick={(day, chosen) => {
                  dateTouched.current = true;
                  setDate(day);
                  pickTime(chosen);
                }}
              />
            ) : null
          }
          notice={notice}
        />
      ) : !later || !full ? (
        laterFailed ? (
          <Notice tone="error">
            <p>{t.networkError}</p>
            <PlainButton outline className="w-fit" onClick={loadLater}>
              {t.retry}
            </PlainButton>
          </Notice>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground" aria-busy="true">
            {t.loading}
          </p>
        )
      ) : (
        <later.LaterFlow
          flow={{
            t: full,
            options,
            host,
            api,
            info,
            step,
            go,
            setNotice,
            invalidateSlots: slots.invalidate,
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
          }}
        />
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
