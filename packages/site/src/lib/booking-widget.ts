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

/** Each widget script's load, once per src (the site loads only `/widget.js`). */
const loading = new Map<string, Promise<void>>();

/**
 * Loads `/widget.js` once, on demand: nothing is requested before a visitor wants to book. A failed load
 * (or a widget that did not start, see `openBookingWidget`) is forgotten so that the next attempt tries again.
 */
export function loadBookingWidget(src: string = widgetScriptSrc): Promise<void> {
  let load = loading.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        reject(new Error(`${src} konnte nicht geladen werden`));
      };
      document.head.append(script);
    });
    loading.set(src, load);
  }
  return load;
}

/**
 * Resolves once the widget has started (`tischservice:ready`, or at once when it already runs); rejects on
 * `tischservice:error`. widget.js is only a loader: its script's `load` comes before the widget's own code.
 */
function widgetStarted(target: WidgetWindow): { started: Promise<void>; stop: () => void } {
  let stop = () => {};
  const started = new Promise<void>((resolve, reject) => {
    const ready = () => {
      stop();
      resolve();
    };
    const failed = () => {
      stop();
      reject(new Error("Das Buchungs-Widget hat sich nicht gestartet"));
    };
    stop = () => {
      document.removeEventListener("tischservice:ready", ready);
      document.removeEventListener("tischservice:error", failed);
    };
    document.addEventListener("tischservice:ready", ready);
    document.addEventListener("tischservice:error", failed);
    if (target.Tischservice?.loaded) ready();
  });
  // Awaited only after the script's load: a refusal that comes first is not an unhandled one.
  started.catch(() => {});
  return { started, stop };
}

/**
 * Opens the booking widget for a restaurant: queues `open` on the widget's stub, loads widget.js, and waits
 * until the widget has started and replayed it. Rejects (and drops the queued call) when the widget cannot
 * be loaded or does not start.
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
  // Listening before the script is added: the widget may start before `load` is handled here.
  const { started, stop } = widgetStarted(target);
  try {
    await loadBookingWidget(src);
    await started;
  } catch (error) {
    stop();
    if (stub.q) stub.q.length = 0;
    // The next attempt loads widget.js again rather than waiting for a widget that did not start.
    loading.delete(src);
    throw error;
  }
}
