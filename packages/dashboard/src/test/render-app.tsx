import { createMemoryHistory } from "@tanstack/react-router";
import { vi } from "vitest";
import { render } from "vitest-browser-react";
import { App, createQueryClient } from "../app.tsx";
import { type Route, stubApi, stubEventSource } from "./fake-api.ts";
import { reservationPagesRoute } from "./fake-reservation-pages.ts";
import { reservationByIdRoutes, reservationRangeRoute } from "./fake-reservation-range.ts";
import { config, fixedNow, onboardingDone, ownerUser, restaurant } from "./fixtures.ts";

/** The whole dashboard at `path` (below /app) with a fixed clock; leaving the page is recorded. */
export async function renderApp(path: string, now: Date = fixedNow) {
  const leaveToSite = vi.fn();
  const history = createMemoryHistory({ initialEntries: [`/app${path}`] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const screen = await render(
    <App history={history} queryClient={queryClient} now={now} environment={{ leaveToSite }} />,
  );
  return { screen, history, leaveToSite, queryClient };
}

/** The answers of a signed-in owner's dashboard; `overrides` replace or add routes. */
export function ownerApi(
  reservations: unknown[],
  overrides: Record<string, Route> = {},
  user: Record<string, unknown> = ownerUser,
) {
  stubEventSource();
  return stubApi({
    "GET /api/users/me": () => ({ body: { success: true, user } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    [`GET /api/restaurantconfigs/user/${String(user._id)}`]: () => ({
      body: { success: true, data: config },
    }),
    "GET /api/restaurants/r-1/special-hours": () => ({ body: { success: true, data: [] } }),
    "GET /api/reservations/restaurant/r-1": reservationRangeRoute(reservations),
    ...reservationByIdRoutes("r-1", reservations),
    "GET /api/restaurants/r-1/reservations": reservationPagesRoute(reservations),
    "GET /api/orders/restaurant/r-1": () => ({ body: { success: true, data: [] } }),
    // A restaurant that is set up: the home page shows no onboarding checklist unless a test asks for one.
    "GET /api/onboarding/r-1": () => ({ body: { success: true, data: onboardingDone } }),
    // Nobody on the waitlist unless a test says otherwise.
    "GET /api/waitlist/restaurant/r-1": () => ({ body: { success: true, data: [] } }),
    ...overrides,
  });
}
