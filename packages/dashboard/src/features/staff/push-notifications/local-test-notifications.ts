import {
  AUTO_PUSH_TEST_INTERVAL_MS,
  formatDate,
  formatTime,
  LOCAL_TEST_NOTIFICATION_COUNT,
  localTestNotificationTitle,
  pushTestNotificationBody,
  pushTestTexts,
} from "@tischservice/core";

export interface LocalTestNotification {
  title: string;
  body: string;
  tag: string;
}

export interface LocalTestScheduleOptions {
  /** Shows one notification on this device. */
  show: (notification: LocalTestNotification) => Promise<void> | void;
  /** The restaurant's time zone: each notification names its date and time there. */
  timeZone: string;
  now: () => Date;
  /** After each notification: how many were shown so far. */
  onShown?: (shown: number) => void;
  /** When showing one failed; the series stops. */
  onError?: (error: unknown) => void;
  count?: number;
  intervalMs?: number;
}

/**
 * The recurring local test notifications: `count` (5) notifications, the first one interval
 * (1 minute) from now, then one every interval. Returns the function that cancels the rest.
 */
export function scheduleLocalTestNotifications(options: LocalTestScheduleOptions): () => void {
  const count = options.count ?? LOCAL_TEST_NOTIFICATION_COUNT;
  const intervalMs = options.intervalMs ?? AUTO_PUSH_TEST_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelled = false;

  const fire = async (index: number) => {
    timer = null;
    const at = options.now();
    const { timeZone } = options;
    try {
      await options.show({
        title: localTestNotificationTitle(index, count),
        body: pushTestNotificationBody(
          pushTestTexts.localTestMessage,
          formatDate(at, { timeZone }),
          formatTime(at, { timeZone }),
        ),
        tag: `local-test-${index}`,
      });
    } catch (error) {
      if (!cancelled) options.onError?.(error);
      return;
    }
    if (cancelled) return;
    options.onShown?.(index);
    if (index < count) timer = setTimeout(() => void fire(index + 1), intervalMs);
  };

  timer = setTimeout(() => void fire(1), intervalMs);
  return () => {
    cancelled = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
