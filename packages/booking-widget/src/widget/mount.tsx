import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { ApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";
import type { WidgetOptions } from "./options.ts";
import { adoptWidgetStyles } from "./styles.ts";
import { networkErrorText } from "./texts.ts";
import { applyTheme } from "./theme.ts";

/** A widget rendered into an element's shadow root. */
export interface MountedWidget {
  update: (options: WidgetOptions) => void;
  unmount: () => void;
}

/** The shadow root of `host` with the widget's styles and a themed `.ts-root` container. */
export function prepareShadow(host: HTMLElement): { shadow: ShadowRoot; root: HTMLElement } {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  adoptWidgetStyles(shadow);
  let root = shadow.querySelector<HTMLElement>(":scope > .ts-root");
  if (!root) {
    root = document.createElement("div");
    root.className = "ts-root";
    shadow.append(root);
  }
  return { shadow, root };
}

/** Renders a React (or, in widget.js, Preact) tree into the themed root inside `host`'s shadow root. */
export function renderInShadow(
  host: HTMLElement,
  options: WidgetOptions,
  render: (options: WidgetOptions) => ReactNode,
): MountedWidget {
  const { root } = prepareShadow(host);
  const reactRoot: Root = createRoot(root);
  const draw = (next: WidgetOptions) => {
    root.lang = next.lang;
    applyTheme(root, next);
    reactRoot.render(
      <ErrorBoundary fallback={<p className="p-4 text-sm">{networkErrorText(next.lang)}</p>}>
        {render(next)}
      </ErrorBoundary>,
    );
  };
  draw(options);
  return {
    update: draw,
    unmount: () => {
      // Detached at once, so that a new widget can take the host straight away; the tree itself is
      // unmounted after the current task, because a React component that removes the widget in an
      // effect's cleanup must not unmount another root while React is still rendering.
      root.remove();
      queueMicrotask(() => reactRoot.unmount());
    },
  };
}

/** The inline widget: the booking flow where the element stands. */
export function mountInline(host: HTMLElement, options: WidgetOptions, api?: ApiClient): MountedWidget {
  return renderInShadow(host, options, (next) => (
    <BookingApp key={`${next.restaurant}|${next.api}`} options={next} host={host} api={api} />
  ));
}
