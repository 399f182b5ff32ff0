import { camelCase, ELEMENT_NAME, observedAttributes } from "./custom-element.ts";

/** What `window.Tischservice.open()` takes: the restaurant and, optionally, the snippet's other options. */
export interface OpenOptions {
  restaurant: string;
  lang?: "de" | "en";
  color?: string;
  radius?: string | number;
  guests?: number;
  api?: string;
  privacyUrl?: string;
}

/** A call made before widget.js loaded, as the stub queued it: `["open", options]`. */
export type QueuedCall = [method: string, argument: unknown];

/**
 * `window.Tischservice`. Before widget.js has loaded, pages may install the one-line stub
 * `window.Tischservice=window.Tischservice||{q:[],open:function(o){this.q.push(["open",o])}}`;
 * widget.js replays its queue and replaces it.
 */
export interface TischserviceGlobal {
  /** Set by widget.js; a second copy of the script sees it and only picks up new script tags. */
  loaded: true;
  version: string;
  /** Opens the booking dialog for a restaurant. */
  open: (options: OpenOptions) => void;
  /** Renders widgets for script tags added since (called by a second copy of widget.js). */
  scan: () => void;
}

/** The stub's shape (or a previous copy of widget.js). */
export interface TischserviceStub {
  q?: QueuedCall[];
  loaded?: boolean;
  scan?: () => void;
}

declare global {
  interface Window {
    Tischservice?: TischserviceGlobal | TischserviceStub;
  }
}

/** Opens the page's one shared dialog element, created on first use, for the given restaurant. */
export function openDialog(options: OpenOptions): void {
  if (!options || typeof options.restaurant !== "string" || !options.restaurant) {
    console.warn("[Tischservice] open() braucht { restaurant: '<id>' }.");
    return;
  }
  let element = document.querySelector<HTMLElement & { open?: () => void }>(
    `${ELEMENT_NAME}[data-tischservice-global]`,
  );
  if (!element) {
    element = document.createElement(ELEMENT_NAME);
    element.setAttribute("data-tischservice-global", "");
    element.setAttribute("mode", "dialog");
  }
  for (const attribute of observedAttributes) {
    if (attribute === "mode") continue;
    const value = options[camelCase(attribute) as keyof OpenOptions];
    if (value === undefined || value === null || value === "") element.removeAttribute(attribute);
    else element.setAttribute(attribute, String(value));
  }
  if (!element.isConnected) document.body.append(element);
  element.open?.();
}
