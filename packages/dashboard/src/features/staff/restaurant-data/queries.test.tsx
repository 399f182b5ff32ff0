import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { userSchema } from "@tischservice/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { stubApi } from "../../../test/fake-api.ts";
import { config, ownerUser, restaurant } from "../../../test/fixtures.ts";
import { type LiveState, LiveStateContext } from "../live/live-status.tsx";
import { GastroProvider } from "../restaurant-context/restaurant-context.tsx";
import { useConfig, useRestaurant, useSpecialHours } from "./queries.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Readers() {
  useConfig();
  useRestaurant();
  useSpecialHours();
  return null;
}

async function readsAfter(state: LiveState, ms: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  const calls = stubApi({
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    "GET /api/restaurants/r-1/special-hours": () => ({ body: { success: true, data: [] } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queryClient}>
      <LiveStateContext.Provider value={state}>
        <GastroProvider user={userSchema.parse(ownerUser)} restaurantId="r-1">
          <Readers />
        </GastroProvider>
      </LiveStateContext.Provider>
    </QueryClientProvider>,
  );
  await vi.advanceTimersByTimeAsync(0);
  const first = calls.length;
  await vi.advanceTimersByTimeAsync(ms);
  const paths = calls.slice(first).map((call) => call.path);
  queryClient.clear();
  return { first, paths };
}

describe("restaurant data while live events are down", () => {
  it("given the stream gave up (polling), re-reads config, restaurant and special hours every 2 s", async () => {
    const { first, paths } = await readsAfter("polling", 2000);
    expect(first).toBe(3);
    expect(paths.sort()).toEqual([
      "/api/restaurantconfigs/user/u-owner",
      "/api/restaurants/r-1",
      "/api/restaurants/r-1/special-hours",
    ]);
  });

  it("given the stream is live, does not poll them", async () => {
    const { paths } = await readsAfter("live", 10_000);
    expect(paths).toEqual([]);
  });
});
