import { beforeAll, expect, it, vi } from "vitest";
import { createFakeApi } from "../src/test/fake-api.ts";
import { addWidgetScript, builtWidget, runScript } from "./built-widget.ts";

// The built widget.js on a page that called the documented one-line stub before the script loaded. A page
// loads widget.js once, so this file's page is set up once and its tests only read what came of it; the
// widget's other behaviour is in widget-bundle.lean.test.ts, on a page of its own.
const fake = createFakeApi();
/** widget.js's `load` and the widget's `tischservice:ready`, in the order they came. */
const startOrder: string[] = [];

beforeAll(async () => {
  const { url } = builtWidget();
  document.documentElement.lang = "de";
  vi.stubGlobal("fetch", fake.fetch);
  runScript(
    'window.Tischservice=window.Tischservice||{q:[],open:function(o){this.q.push(["open",o])}};' +
      'window.Tischservice.open({restaurant:"queued",api:"https://api.test"});',
  );
  document.addEventListener("tischservice:ready", (event) =>
    startOrder.push(`ready ${event.detail.version}`),
  );
  await addWidgetScript(url);
  startOrder.push("load");
  await vi.waitFor(() => expect(window.Tischservice?.loaded).toBe(true), { timeout: 10_000 });
});

it("given widget.js loaded, says tischservice:ready once the widget itself has started, after the script's load", async () => {
  await vi.waitFor(() => expect(startOrder).toHaveLength(2));
  expect(startOrder[0]).toBe("load");
  expect(startOrder[1]).toMatch(/^ready \S+$/);
});

it("given the queued stub call, replays it: the dialog for that restaurant is open", async () => {
  const element = document.querySelector("tischservice-booking[data-tischservice-global]");
  expect(element?.getAttribute("restaurant")).toBe("queued");
  await vi.waitFor(() => expect(element?.shadowRoot?.querySelector("dialog")?.open).toBe(true));
  await vi.waitFor(() =>
    expect(fake.requests.some((r) => r.path.includes("/simple-timeslots/queued/"))).toBe(true),
  );
});
