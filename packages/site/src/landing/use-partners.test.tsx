import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchMock, mockFetch } from "../test/mock-fetch.ts";
import { usePartners } from "./use-partners.ts";

let fetchMock: FetchMock | undefined;
afterEach(() => fetchMock?.restore());

function Probe() {
  return <p>{usePartners().status}</p>;
}

/** Lets every promise callback already queued run (the hook's import and fetch chain). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("usePartners", () => {
  it("given a section gone before the API module arrived, never asks for the list", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { body: { success: true, data: [] } } });
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(<Probe />));
    flushSync(() => root.unmount());
    await import("../api/partners-api.ts");
    await settle();
    expect(fetchMock.requests).toEqual([]);
  });

  it("given a section gone while its request is on the way, aborts the request", async () => {
    let signal: AbortSignal | null | undefined;
    fetchMock = mockFetch({
      "/api/restaurants": (init) => {
        signal = init?.signal;
        return { pending: true };
      },
    });
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(<Probe />));
    await expect.poll(() => fetchMock?.requests).toEqual(["GET /api/restaurants?limit=6"]);
    expect(signal?.aborted).toBe(false);
    flushSync(() => root.unmount());
    expect(signal?.aborted).toBe(true);
  });
});
