import { AUTO_PUSH_TEST_INTERVAL_MS, formatTime, LOCAL_TEST_NOTIFICATION_COUNT } from "@tischservice/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { type LocalTestNotification, scheduleLocalTestNotifications } from "./local-test-notifications.ts";
import {
  notificationsAllowed,
  notificationsSupported,
  showLocalNotification,
} from "./show-local-notification.ts";

/** Where the local test series stands; `nextTime` is `HH:MM` in the restaurant's time zone. */
export type LocalTestState =
  | { kind: "idle" }
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "running"; shown: number; nextTime: string }
  | { kind: "done" }
  | { kind: "error" };

/** What the series needs from the browser; tests pass their own. */
export interface LocalTestDevice {
  supported: () => boolean;
  allowed: () => Promise<boolean>;
  show: (notification: LocalTestNotification) => Promise<void> | void;
  now: () => Date;
}

const browserDevice: LocalTestDevice = {
  supported: notificationsSupported,
  allowed: notificationsAllowed,
  show: showLocalNotification,
  now: () => new Date(),
};

/** Starts and cancels the 5 local test notifications (1 minute apart); cancels them on leaving the page. */
export function useLocalTestNotifications(timeZone: string, device: LocalTestDevice = browserDevice) {
  const [state, setState] = useState<LocalTestState>(() =>
    device.supported() ? { kind: "idle" } : { kind: "unsupported" },
  );
  const cancelRef = useRef<(() => void) | null>(null);
  const deviceRef = useRef(device);
  deviceRef.current = device;

  const cancel = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
    setState({ kind: "idle" });
  }, []);

  useEffect(() => () => cancelRef.current?.(), []);

  const start = useCallback(async () => {
    const current = deviceRef.current;
    cancelRef.current?.();
    if (!(await current.allowed())) {
      setState({ kind: "denied" });
      return;
    }
    const nextTime = (after: number) => formatTime(new Date(current.now().getTime() + after), { timeZone });
    setState({ kind: "running", shown: 0, nextTime: nextTime(AUTO_PUSH_TEST_INTERVAL_MS) });
    cancelRef.current = scheduleLocalTestNotifications({
      show: current.show,
      now: current.now,
      timeZone,
      onShown: (shown) => {
        if (shown >= LOCAL_TEST_NOTIFICATION_COUNT) {
          cancelRef.current = null;
          setState({ kind: "done" });
        } else {
          setState({ kind: "running", shown, nextTime: nextTime(AUTO_PUSH_TEST_INTERVAL_MS) });
        }
      },
      onError: () => {
        cancelRef.current = null;
        setState({ kind: "error" });
      },
    });
  }, [timeZone]);

  return { state, start, cancel };
}
