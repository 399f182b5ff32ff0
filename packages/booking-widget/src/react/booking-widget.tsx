import { type CSSProperties, useEffect, useRef } from "react";
import type { BookedEventDetail } from "../events.ts";
import { type MountedWidget, mountInline } from "../widget/mount.tsx";
import { mountButton } from "../widget/mount-button.tsx";
import { readWidgetOptions } from "../widget/options.ts";

export interface BookingWidgetProps {
  /** The restaurant's id. */
  restaurantId: string;
  /** Origin of the Tischservice API, e.g. `https://app.tischservice.de`. */
  apiBase: string;
  lang?: "de" | "en";
  /** Primary colour (any CSS colour). */
  color?: string;
  /** Corner radius: a number of px or a CSS length. */
  radius?: string | number;
  /** Preselected party size. */
  guests?: number;
  /** Link of the consent checkbox; the restaurant's website when not given. */
  privacyUrl?: string;
  /**
   * `inline` (default): the booking flow where the component stands. `button`: the floating "Tisch
   * reservieren" button (`position: fixed`, bottom right of the viewport or of the nearest ancestor
   * that contains fixed elements, e.g. one with `transform`) that opens it in a dialog.
   */
  mode?: "inline" | "button";
  /** Called with the reservation after a booking (the `tischservice:booked` event). */
  onBooked?: (detail: BookedEventDetail) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * The booking widget for React sites: the same flow as widget.js, rendered into a shadow root on this
 * component's element (host CSS cannot restyle it, its CSS cannot leak out).
 */
export function BookingWidget({
  restaurantId,
  apiBase,
  onBooked,
  className,
  style,
  mode = "inline",
  ...rest
}: BookingWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<MountedWidget | null>(null);
  const onBookedRef = useRef(onBooked);
  onBookedRef.current = onBooked;
  const options = readWidgetOptions({ restaurant: restaurantId, api: apiBase, ...rest }, apiBase);
  const key = JSON.stringify(options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    if (widgetRef.current) widgetRef.current.update(options);
    else widgetRef.current = (mode === "button" ? mountButton : mountInline)(host, options);
  }, [key]);

  // Another mode is another widget. (Runs after the effect above has mounted the first one.)
  const shownMode = useRef(mode);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `options` belong to `key`, read once here
  useEffect(() => {
    const host = hostRef.current;
    if (!host || shownMode.current === mode) return;
    shownMode.current = mode;
    widgetRef.current?.unmount();
    widgetRef.current = (mode === "button" ? mountButton : mountInline)(host, options);
  }, [mode]);

  useEffect(() => {
    const host = hostRef.current;
    const listener = (event: CustomEvent<BookedEventDetail>) => onBookedRef.current?.(event.detail);
    host?.addEventListener("tischservice:booked", listener);
    return () => {
      host?.removeEventListener("tischservice:booked", listener);
      widgetRef.current?.unmount();
      widgetRef.current = null;
    };
  }, []);

  return <div ref={hostRef} className={className} style={style} data-tischservice-widget="" />;
}
