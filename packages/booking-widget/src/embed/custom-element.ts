import type { MountedWidget } from "../widget/mount.tsx";
import { readWidgetOptions, type WidgetOptions } from "../widget/options.ts";

/** The element's tag: `<tischservice-booking restaurant="...">`. */
export const ELEMENT_NAME = "tischservice-booking";

/** Attributes the element reads; a change re-renders the widget. The script tag's are the same with `data-`. */
export const observedAttributes = [
  "restaurant",
  "api",
  "lang",
  "color",
  "radius",
  "guests",
  "privacy-url",
  "mode",
] as const;

/** `privacy-url` -> `privacyUrl`: the attribute's key in `dataset` and in the options. */
export const camelCase = (attribute: string) =>
  attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export type WidgetMode = "inline" | "button" | "dialog";

/** How the element renders itself; supplied by the entry so that this file stays free of the UI code. */
export interface ElementRenderer {
  mount: (
    element: HTMLElement,
    options: WidgetOptions,
    mode: WidgetMode,
  ) => MountedWidget & { open?: () => void };
}

function safely(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.error("[Tischservice]", error);
  }
}

/**
 * Defines `<tischservice-booking>` once (a second copy of widget.js leaves the first definition alone).
 * `defaultApi` is the origin widget.js was loaded from.
 */
export function defineBookingElement(renderer: ElementRenderer, defaultApi: string): void {
  if (customElements.get(ELEMENT_NAME)) return;

  class TischserviceBookingElement extends HTMLElement {
    static observedAttributes = observedAttributes;
    #widget: (MountedWidget & { open?: () => void }) | null = null;
    #mode: WidgetMode | null = null;

    get mode(): WidgetMode {
      const mode = this.getAttribute("mode");
      return mode === "button" || mode === "dialog" ? mode : "inline";
    }

    options(): WidgetOptions {
      const raw: Record<string, string | null> = {};
      for (const attribute of observedAttributes) raw[camelCase(attribute)] = this.getAttribute(attribute);
      return readWidgetOptions(raw, defaultApi);
    }

    #render(): void {
      const options = this.options();
      if (!options.restaurant) {
        console.warn("[Tischservice] <tischservice-booking> braucht das Attribut restaurant.");
        return;
      }
      if (this.#widget && this.#mode === this.mode) {
        this.#widget.update(options);
        return;
      }
      this.#widget?.unmount();
      this.#mode = this.mode;
      this.#widget = renderer.mount(this, options, this.mode);
    }

    connectedCallback(): void {
      safely(() => this.#render());
    }

    attributeChangedCallback(): void {
      if (this.isConnected) safely(() => this.#render());
    }

    disconnectedCallback(): void {
      safely(() => {
        this.#widget?.unmount();
        this.#widget = null;
        this.#mode = null;
      });
    }

    /** Opens the dialog (button and dialog modes). */
    open(): void {
      safely(() => this.#widget?.open?.());
    }
  }

  customElements.define(ELEMENT_NAME, TischserviceBookingElement);
}
