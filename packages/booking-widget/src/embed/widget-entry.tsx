/**
 * widget.js's module: the classic script widget.js (see vite.widget.config.ts) imports it from its own
 * origin and calls `start` with its script element. Defines `<tischservice-booking>`, renders a widget for
 * each `<script src=".../widget.js" data-restaurant="...">`, installs `window.Tischservice` and replays
 * calls queued by the stub. Nothing here may throw into the host page.
 */
import { useEffect, useState } from "react";
import { dispatchWidgetEvent } from "../events.ts";
import type { DialogWidgetProps } from "../widget/dialog-widget.tsx";
import { mountInline, renderInShadow } from "../widget/mount.tsx";
import { originOf } from "../widget/options.ts";
import {
  camelCase,
  defineBookingElement,
  ELEMENT_NAME,
  type ElementRenderer,
  observedAttributes,
} from "./custom-element.ts";
import { openDialog, type QueuedCall, type TischserviceGlobal, type TischserviceStub } from "./global-api.ts";

const VERSION = "0.1.0";

type DialogModule = typeof import("../widget/dialog-widget.tsx");
let dialogModule: Promise<DialogModule> | null = null;

/**
 * The dialog and its floating button (`data-mode="button"`, `Tischservice.open()`): a chunk of their own,
 * imported when the first one mounts, so that an inline widget never loads them.
 */
function LazyDialog(props: DialogWidgetProps) {
  const [loaded, setLoaded] = useState<DialogModule | null>(null);
  useEffect(() => {
    dialogModule ??= import("../widget/dialog-widget.tsx");
    dialogModule.then(setLoaded, (error: unknown) => {
      dialogModule = null;
      console.error("[Tischservice]", error);
    });
  }, []);
  return loaded ? <loaded.DialogWidget {...props} /> : null;
}

const renderer: ElementRenderer = {
  mount(element, options, mode) {
    if (mode === "inline") return mountInline(element, options);
    let openRequest = 0;
    let current = options;
    const widget = renderInShadow(element, options, (next) => (
      <LazyDialog options={next} host={element} withButton={mode === "button"} openRequest={openRequest} />
    ));
    return {
      update: (next) => {
        current = next;
        widget.update(next);
      },
      unmount: widget.unmount,
      open: () => {
        openRequest += 1;
        widget.update(current);
      },
    };
  },
};

/** The element for one script tag: inline right after it, or a floating button at the end of the body. */
function elementFor(script: HTMLScriptElement, defaultApi: string): void {
  const element = document.createElement(ELEMENT_NAME);
  for (const attribute of observedAttributes) {
    const value = script.dataset[camelCase(attribute)];
    if (value) element.setAttribute(attribute, value);
  }
  if (!element.hasAttribute("api")) element.setAttribute("api", originOf(script.src) ?? defaultApi);
  const inline = element.getAttribute("mode") !== "button";
  const restaurant = CSS.escape(element.getAttribute("restaurant") ?? "");
  // The same button snippet twice on a page gives one floating button, not two on top of each other.
  if (!inline && document.querySelector(`${ELEMENT_NAME}[mode="button"][restaurant="${restaurant}"]`)) return;
  const place = () => {
    if (inline && script.isConnected && script.parentElement && script.parentElement !== document.head) {
      script.after(element);
    } else {
      document.body.append(element);
    }
  };
  if (document.body) place();
  else document.addEventListener("DOMContentLoaded", place, { once: true });
}

function startWidget(current: HTMLScriptElement | null): void {
  const previous = window.Tischservice;
  if (previous?.loaded) {
    // A second copy of widget.js: the first one is in charge; it only picks up new script tags.
    previous.scan?.();
    return;
  }
  const defaultApi = (current ? originOf(current.src) : null) ?? location.origin;
  defineBookingElement(renderer, defaultApi);

  const seen = new WeakSet<HTMLScriptElement>();
  const scan = () => {
    for (const script of Array.from(
      document.querySelectorAll<HTMLScriptElement>("script[data-restaurant]"),
    )) {
      if (seen.has(script) || !/\/widget\.js(\?|#|$)/.test(script.src)) continue;
      seen.add(script);
      try {
        elementFor(script, defaultApi);
      } catch (error) {
        console.error("[Tischservice]", error);
      }
    }
  };
  const api: TischserviceGlobal = {
    loaded: true,
    version: VERSION,
    open: (options) => {
      try {
        openDialog(options);
      } catch (error) {
        console.error("[Tischservice]", error);
      }
    },
    scan,
  };
  const queue: QueuedCall[] = Array.isArray((previous as TischserviceStub | undefined)?.q)
    ? ((previous as TischserviceStub).q ?? [])
    : [];
  window.Tischservice = api;
  scan();
  dispatchWidgetEvent(document, "tischservice:ready", { version: VERSION });
  const replay = () => {
    for (const [method, argument] of queue) {
      if (method === "open") api.open(argument as Parameters<TischserviceGlobal["open"]>[0]);
    }
  };
  if (document.body) replay();
  else document.addEventListener("DOMContentLoaded", replay, { once: true });
}

/** Called by widget.js (each copy on the page) with its script element. */
export function start(current: HTMLScriptElement | null): void {
  try {
    startWidget(current);
  } catch (error) {
    console.error("[Tischservice]", error);
    dispatchWidgetEvent(document, "tischservice:error", null);
  }
}
