/** The global API of the booking widget (`packages/booking-widget`): `Tischservice.open({ restaurant })`. */
export interface TischserviceGlobal {
  open: (options: { restaurant: string }) => void;
}

declare global {
  interface Window {
    Tischservice?: TischserviceGlobal;
  }
}

export const widgetScriptSrc = "/widget.js";

let loading: Promise<void> | null = null;

/**
 * Loads `/widget.js` once, on demand (nothing is requested before a visitor wants to book). A failed load
 * is forgotten so that the next attempt tries again.
 */
export function loadBookingWidget(src: string = widgetScriptSrc): Promise<void> {
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.tischserviceWidget = "";
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading = null;
        reject(new Error(`${src} konnte nicht geladen werden`));
      };
      document.head.append(script);
    });
  }
  return loading;
}

/** Opens the booking widget for a restaurant, loading it first; rejects when it is not available. */
export async function openBookingWidget(restaurantId: string, src: string = widgetScriptSrc): Promise<void> {
  await loadBookingWidget(src);
  const widget = window.Tischservice;
  if (typeof widget?.open !== "function") throw new Error("Das Buchungs-Widget ist nicht verfügbar");
  widget.open({ restaurant: restaurantId });
}
