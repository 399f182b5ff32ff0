import type { FreeTime } from "@tischservice/core/rules";
import { addDaysToWireDate } from "@tischservice/core/rules";
import { PlainButton } from "@tischservice/ui/widget-safe";
import { useEffect, useMemo, useState } from "react";
import type { ApiClient } from "./api.ts";
import { nextFreeTimes } from "./next-free-times.ts";
import type { WidgetTexts } from "./texts.ts";

export interface OtherDaysProps {
  t: WidgetTexts;
  api: ApiClient;
  restaurant: string;
  /** The full day: other days start after it. */
  date: string;
  guests: number;
  /** The last day the widget books (times after it are left out). */
  last: string;
  /** Picks a day and its time, as choosing that slot on that day would. */
  onPick: (date: string, time: string) => void;
}

type View = { state: "loading" } | { state: "error" } | { state: "ready"; times: FreeTime[] };

/**
 * A full day's way to other days, shown before the waitlist: "Nächste freie Termine: Fr., 3.7. 18:00 …",
 * each a button that picks that day and time, from one request. Nothing when no other day within the API's
 * two weeks (and the widget's bookable days) has a free time: then the waitlist stands alone, as before.
 */
export function OtherDays({ t, api, restaurant, date, guests, last, onPick }: OtherDaysProps) {
  const [view, setView] = useState<View>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const from = addDaysToWireDate(date, 1);
  const label = useMemo(() => {
    const format = new Intl.DateTimeFormat(t.locale === "de" ? "de-DE" : "en-GB", {
      weekday: "short",
      day: "numeric",
      month: t.locale === "de" ? "numeric" : "short",
      timeZone: "UTC",
    });
    // Noon UTC of the wire date: the same calendar day in every time zone the browser may be in.
    return ({ date: day, time }: FreeTime) => `${format.format(new Date(`${day}T12:00:00Z`))} ${time}`;
  }, [t.locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (!from || from > last) {
      setView({ state: "ready", times: [] });
      return;
    }
    let current = true;
    setView({ state: "loading" });
    nextFreeTimes(api, restaurant, from, guests).then(
      (times) => {
        if (current) setView({ state: "ready", times: times.filter((free) => free.date <= last) });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn("[Tischservice]", error);
        setView({ state: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [api, restaurant, from, guests, last, attempt]);

  if (view.state === "loading") {
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        {t.otherDaysLoading}
      </p>
    );
  }
  if (view.state === "error") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{t.otherDaysFailed}</p>
        <PlainButton outline onClick={() => setAttempt((n) => n + 1)}>
          {t.retry}
        </PlainButton>
      </div>
    );
  }
  if (view.times.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{t.otherDaysHeading}</legend>
      <div className="flex flex-wrap gap-2">
        {view.times.map((free) => (
          <PlainButton key={free.date} outline onClick={() => onPick(free.date, free.time)}>
            {label(free)}
          </PlainButton>
        ))}
      </div>
    </fieldset>
  );
}
