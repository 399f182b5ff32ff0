import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { lazyRouteComponent } from "./lazy-route-component.ts";
import { RouteErrorView } from "./route-error-view.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function LoadedPage() {
  return <h1>Seite da</h1>;
}

function routerWith(importer: () => Promise<{ Page: () => React.ReactNode }>, onReload: () => void) {
  const root = createRootRoute({ component: Outlet });
  const only = createRoute({
    getParentRoute: () => root,
    path: "/",
    component: lazyRouteComponent(importer, "Page"),
  });
  return createRouter({
    routeTree: root.addChildren([only]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    defaultErrorComponent: ({ error }) => <RouteErrorView error={error} onReload={onReload} />,
  });
}

describe("route chunks", () => {
  it("given a chunk that stalls, shows the German error with 'Neu laden' after 120 s, which reloads", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const reload = vi.fn();
    await render(<RouterProvider router={routerWith(() => new Promise(() => {}), reload)} />);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(document.body.textContent).not.toContain("Neu laden");
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await expect.element(page.getByText("Die Seite konnte nicht geladen werden.")).toBeVisible();
    await expect.element(page.getByText("Das Laden dauert zu lange.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Neu laden" }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("given a chunk that fails once, loads it on the retry and shows the page", async () => {
    const importer = vi
      .fn<() => Promise<{ Page: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ Page: LoadedPage });
    await render(<RouterProvider router={routerWith(importer, vi.fn())} />);
    await expect.element(page.getByRole("heading", { name: "Seite da" })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("given a chunk that fails twice, shows the failure with 'Neu laden' instead of reloading silently", async () => {
    const importer = vi.fn(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await render(<RouterProvider router={routerWith(importer, vi.fn())} />);
    await expect
      .element(page.getByText("Beim Laden ist ein Fehler aufgetreten.", { exact: false }))
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Neu laden" })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
