import { afterEach, describe, expect, it, vi } from "vitest";
import { openBookingWidget } from "./booking-widget.ts";

type WidgetWindow = Window & {
  Tischservice?: { loaded?: boolean; q?: unknown[]; open: (o: unknown) => void };
};

/**
 * A stand-in for widget.js as a blob URL: like the real loader, its script's `load` comes first and the
 * widget starts a moment later (`start`), or says it cannot (`fail`).
 */
function fakeWidgetScript(outcome: "start" | "fail"): string {
  const code =
    outcome === "start"
      ? `setTimeout(() => {
          const queued = window.Tischservice?.q ?? [];
          window.Tischservice = { loaded: true, opened: [], open(o) { this.opened.push(o); } };
          for (const [method, options] of queued) if (method === "open") window.Tischservice.open(options);
          document.dispatchEvent(new CustomEvent("tischservice:ready", { detail: { version: "test" } }));
        }, 50);`
      : `setTimeout(() => document.dispatchEvent(new CustomEvent("tischservice:error")), 50);`;
  return URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
}

const widgetWindow = window as WidgetWindow;

afterEach(() => {
  delete widgetWindow.Tischservice;
});

describe("openBookingWidget", () => {
  it("given widget.js, waits until the widget has started and has opened the restaurant, then resolves", async () => {
    const src = fakeWidgetScript("start");
    let settled = false;
    const opening = openBookingWidget("r-trattoria", src).then(() => {
      settled = true;
    });
    // The loader's own load is not the widget's start.
    await new Promise<void>((resolve) =>
      document
        .querySelector(`script[src="${src}"]`)
        ?.addEventListener("load", () => resolve(), { once: true }),
    );
    expect(settled).toBe(false);
    await opening;
    expect((widgetWindow.Tischservice as unknown as { opened: unknown[] }).opened).toEqual([
      { restaurant: "r-trattoria", lang: "de", privacyUrl: "/datenschutz" },
    ]);
  });

  it("given a widget that cannot start, rejects with the reason and drops the queued call", async () => {
    const src = fakeWidgetScript("fail");
    await expect(openBookingWidget("r-trattoria", src)).rejects.toThrow(
      "Das Buchungs-Widget hat sich nicht gestartet",
    );
    expect(widgetWindow.Tischservice?.q).toEqual([]);
  });

  it("given a widget that is already running, opens it at once without loading anything", async () => {
    const open = vi.fn();
    widgetWindow.Tischservice = { loaded: true, open };
    const scripts = document.scripts.length;
    await openBookingWidget("r-trattoria", "/nie-geladen.js");
    expect(open).toHaveBeenCalledWith({ restaurant: "r-trattoria", lang: "de", privacyUrl: "/datenschutz" });
    expect(document.scripts.length).toBe(scripts);
  });
});
