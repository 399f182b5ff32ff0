import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { api, dataOf } from "../../../api/client.ts";
import { noteServerAnswered } from "../../../api/reachability.ts";
import { stubApi } from "../../../test/fake-api.ts";
import { OfflineBanner } from "./offline-banner.tsx";

afterEach(() => {
  noteServerAnswered();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const strip = () => page.getByText("Sie sind offline.", { exact: false });

describe("OfflineBanner", () => {
  it("given the browser online and the server answering, shows nothing", async () => {
    stubApi({ "GET /api/users/me": () => ({ body: {} }) });
    await render(<OfflineBanner />);
    await dataOf(api.GET("/api/users/me"));
    await expect.element(strip()).not.toBeInTheDocument();
  });

  it("given a request without an answer while the browser says online, says so; the next answer takes it away", async () => {
    stubApi({ "GET /api/users/me": () => "network-error", "GET /api/health": () => ({ body: {} }) });
    await render(<OfflineBanner />);
    await dataOf(api.GET("/api/users/me")).catch(() => undefined);
    await expect.element(page.getByRole("status")).toHaveTextContent("Sie sind offline.");
    await dataOf(api.GET("/api/health"));
    await expect.element(strip()).not.toBeInTheDocument();
  });

  it("given the browser going offline, says so until it is online again", async () => {
    let online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    await render(<OfflineBanner />);
    online = false;
    window.dispatchEvent(new Event("offline"));
    await expect.element(strip()).toBeVisible();
    online = true;
    window.dispatchEvent(new Event("online"));
    await expect.element(strip()).not.toBeInTheDocument();
  });
});
