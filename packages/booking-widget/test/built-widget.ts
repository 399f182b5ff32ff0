import { inject } from "vitest";

/**
 * The built widget.js as test/serve-widget.ts serves it from another origin: its URL and the text of
 * widget.js and all its chunks. These tests run only in `test:shipped` (after `pnpm build` in `test:build`);
 * without a build they fail with this message instead of passing by skipping.
 */
export function builtWidget(): { url: string; code: string } {
  const bundle = inject("widgetBundle");
  if (!bundle)
    throw new Error(
      "dist-widget/widget.js is missing: these tests load the built widget. Build it first " +
        "(pnpm --filter @tischservice/booking-widget build; test:build builds before it runs them).",
    );
  return bundle;
}

/** Runs `code` as an inline script of the page. */
export function runScript(code: string) {
  const script = document.createElement("script");
  script.textContent = code;
  document.head.append(script);
}

/** Adds `<script src="widget.js" async>` and waits until it ran (its chunks load after that). */
export function addWidgetScript(url: string): Promise<void> {
  const script = document.createElement("script");
  script.src = url;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`${url} did not load`)), { once: true });
  });
  document.head.append(script);
  return loaded;
}

/** The text in an element's shadow root. */
export const shadowText = (element: Element | null) => element?.shadowRoot?.textContent ?? "";
