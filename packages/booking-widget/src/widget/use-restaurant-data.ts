import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ApiClient,
  loadRestaurantData,
  type RestaurantData,
  type RestaurantInfo,
  type Schedule,
  type SlotsAnswer,
} from "./api.ts";
import type { SlotsView } from "./pick-step.tsx";

/**
 * The slots of a date and party size: one request per change, cached per date and size while the widget
 * is open. `invalidate` drops one entry (after the slot was taken meanwhile). With `firstOpen` (the
 * untouched first date) a closed day (or one before the restaurant's today) is answered with the next open
 * one, handed to `onMoved`. `today`: the restaurant's today from the answers.
 */
export function useSlots(
  api: ApiClient,
  restaurant: string,
  date: string,
  guests: number,
  firstOpen = false,
  onMoved?: (date: string) => void,
) {
  const moved = useRef(onMoved);
  moved.current = onMoved;
  const cache = useRef(new Map<string, Promise<SlotsAnswer>>());
  const [view, setView] = useState<SlotsView>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(false);
  /** The restaurant's today as the latest answer said it; "" until one did. */
  const [today, setToday] = useState("");

  // A new restaurant or API starts with an empty cache.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache belongs to this restaurant and API
  useEffect(() => {
    cache.current = new Map();
  }, [api, restaurant]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request after a failure
  useEffect(() => {
    let current = true;
    const key = `${date}|${guests}`;
    let request = cache.current.get(key);
    if (!request) {
      request = api.slots(restaurant, date, guests, firstOpen);
      cache.current.set(key, request);
      request.catch(() => cache.current.delete(key));
    }
    setView({ state: "loading" });
    request.then(
      (answer) => {
        if (!current) return;
        if (answer.today) setToday(answer.today);
        if (answer.date !== date) {
          // Moved on to the next open day: that day's answer is this one.
          cache.current.set(`${answer.date}|${guests}`, Promise.resolve(answer));
          moved.current?.(answer.date);
          return;
        }
        setView(
          answer.enquiryAbove !== null
            ? { state: "enquiry", max: answer.enquiryAbove }
            : answer.closed
              ? { state: "closed" }
              : { state: "ready", slots: answer.slots },
        );
        setSettled(true);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn("[Tischservice]", error);
        setView({ state: "error" });
        setSettled(true);
      },
    );
    return () => {
      current = false;
    };
  }, [api, restaurant, date, guests, attempt]);

  const invalidate = useCallback((forDate: string, forGuests: number) => {
    cache.current.delete(`${forDate}|${forGuests}`);
    setAttempt((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, invalidate, retry, settled, today };
}

/**
 * The restaurant (name, banner, website, time zone) and its schedule with the rules that read it. Loaded only after the first slots
 * have answered (`start`), so that the slots are the one request on the critical path.
 */
export function useRestaurantData(api: ApiClient, restaurant: string, start: boolean) {
  const [info, setInfo] = useState<RestaurantInfo | null>(null);
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [rules, setRules] = useState<RestaurantData | null>(null);
  useEffect(() => {
    if (!start) return;
    let current = true;
    setInfo(null);
    setSchedule(null);
    api
      .restaurant(restaurant)
      .then((loaded) => {
        if (!current) return;
        setInfo(loaded);
        // The closed-day rules that read it (restaurant-data.ts, loaded with the restaurant).
        return Promise.all([api.schedule(loaded.id), loadRestaurantData()]).then(([next, loadedRules]) => {
          if (!current) return;
          setRules(() => loadedRules);
          setSchedule(next);
        });
      })
      .catch((error: unknown) => console.warn("[Tischservice]", error));
    return () => {
      current = false;
    };
  }, [api, restaurant, start]);
  return { info, schedule, rules };
}
