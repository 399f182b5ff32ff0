/** `detail` of `tischservice:booked`: what the restaurant's own analytics may want to count. */
export interface BookedEventDetail {
  /** The new reservation's id. */
  reservationId: string;
  restaurantId: string;
  /** `confirmed`, or `pending` while it awaits the restaurant's confirmation. */
  status: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  guests: number;
}

/**
 * Every event the widget dispatches on its host element (the `<tischservice-booking>` element, or the
 * element of the React component). They bubble and cross the shadow boundary (`composed`), so a listener
 * on `document` hears them too. The guest's name, e-mail and phone are never part of an event.
 *
 * ```js
 * document.addEventListener("tischservice:booked", (event) => {
 *   analytics.track("reservation", { id: event.detail.reservationId });
 * });
 * ```
 */
export interface TischserviceEventMap {
  /** A reservation was stored (confirmed or awaiting confirmation). */
  "tischservice:booked": CustomEvent<BookedEventDetail>;
  /**
   * The widget has started (on `document`): `window.Tischservice.open()` opens the dialog from now on, and
   * calls queued on the stub before have been replayed. widget.js itself is only a loader: its `load` event
   * comes before the widget's own code has arrived.
   */
  "tischservice:ready": CustomEvent<{ version: string }>;
  /** The widget could not start (on `document`): its code could not be loaded, or it failed to start. */
  "tischservice:error": CustomEvent<null>;
}

declare global {
  interface HTMLElementEventMap extends TischserviceEventMap {}
  interface DocumentEventMap extends TischserviceEventMap {}
}

/** Dispatches a widget event on its host element; never throws into the host page. */
export function dispatchWidgetEvent<K extends keyof TischserviceEventMap>(
  target: EventTarget | null,
  type: K,
  detail: TischserviceEventMap[K]["detail"],
): void {
  try {
    target?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  } catch (error) {
    console.error("[Tischservice]", error);
  }
}
