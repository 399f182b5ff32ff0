/**
 * The booking widget's global (`packages/booking-widget`, `embed/global-api.ts`): before widget.js has
 * loaded, a page may install the stub `{ q: [], open(o) { this.q.push(["open", o]) } }`; widget.js replays
 * the queue and replaces the stub with the real API (`loaded: true`).
 */
interface OpenOptions {
  restaurant: string;
  lang?: "de" | "en";
  privacyUrl?: string;
}

interface WidgetGlobal {
  loaded?: boolean;
  q?: [method: string, argument: unknown][];
  open: (options: OpenOptions) => void;
}

type WidgetWindow = Window & { Tischservice?: WidgetGlobal };

export const widgetScriptSrc = "/widget.js";

let loading: Promise<void> | null = null;

/**
 * Loads `/widget.js` once, on demand: nothing is requested before a visitor wants to book. A failed load
 * is forgotten so that the next attempt tries again.
 */
export function loadBookingWidget(src: string = widgetScriptSrc): Promise<void> {
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
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

/**
 * Opens the booking widget for a restaurant: queues `open` on the widget's stub, then loads widget.js,
 * which replays it. Rejects (and drops the queued call) when the widget cannot be loaded.
 */
export async function openBookingWidget(restaurantId: string, src: string = widgetScriptSrc): Promise<void> {
  const target = window as WidgetWindow;
  // The site is German; the guest's data is governed by this site's privacy policy.
  const options: OpenOptions = { restaurant: restaurantId, lang: "de", privacyUrl: "/datenschutz" };
  if (target.Tischservice?.loaded) {
    target.Tischservice.open(options);
    return;
  }
  const stub: WidgetGlobal = target.Tischservice ?? {
    q: [],
    open(options) {
      this.q?.push(["open", options]);
    },
  };
  target.Tischservice = stub;
  stub.open(options);
  try {
    await loadBookingWidget(src);
  } catch (error) {
    if (stub.q) stub.q.length = 0;
    throw error;
  }
  if (!target.Tischservice?.loaded) throw new Error("Das Buchungs-Widget hat sich nicht gestartet");
}
