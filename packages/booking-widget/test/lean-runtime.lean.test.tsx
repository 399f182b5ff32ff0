import { Component, options } from "preact";
import * as React from "react";
import { expect, it } from "vitest";
import { createFakeApi } from "../src/test/fake-api.ts";
import { renderWidget } from "../src/test/render.tsx";
import { createApiClient } from "../src/widget/api.ts";
import { BookingApp } from "../src/widget/booking-app.tsx";
import { readWidgetOptions } from "../src/widget/options.ts";

// The widget-lean project (vitest.build.config.ts) runs the widget's component tests under this runtime;
// this proves it is the one widget.js ships, not React.
it("given the lean project, `react` is preact/compat and Preact renders the booking flow", async () => {
  expect(React.Component).toBe(Component);
  const types = new Set<unknown>();
  const previous = options.vnode;
  options.vnode = (vnode) => {
    types.add(vnode.type);
    previous?.(vnode);
  };
  try {
    const fake = createFakeApi();
    const screen = renderWidget(
      <BookingApp
        options={readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test")}
        api={createApiClient("https://api.test", fake.fetch)}
        today="2026-07-02"
      />,
    );
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    expect(types).toContain(BookingApp);
  } finally {
    options.vnode = previous;
  }
});
