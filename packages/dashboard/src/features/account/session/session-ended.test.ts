import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { ownerUser } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { forgetEndedSession } from "./session-ended.ts";

function signedInClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.me, ownerUser);
  return queryClient;
}

describe("forgetEndedSession", () => {
  it("given a 401 while signed in, forgets the profile", () => {
    const queryClient = signedInClient();
    forgetEndedSession(queryClient, new ApiError(401, "Nicht angemeldet.", null));
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
  });

  it("given a refusal that is no 401 or no answer at all, keeps the session", () => {
    const queryClient = signedInClient();
    forgetEndedSession(queryClient, new ApiError(403, "Keine Berechtigung.", null));
    forgetEndedSession(queryClient, new ApiError(500, null, null));
    forgetEndedSession(queryClient, new NetworkError("offline"));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(ownerUser);
  });
});

describe("a signed-in tab whose session ended on the server", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("given a 401 on its next request, goes to the sign-in with the way back to the page", async () => {
    ownerApi([], {
      "GET /api/restaurants/r-1/reservations": () => ({
        status: 401,
        body: { success: false, message: "Nicht angemeldet." },
      }),
    });
    const { history } = await renderApp("/reservations");
    await expect.element(page.getByRole("button", { name: "Anmelden" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/login");
    expect(history.location.search).toContain("redirect=%2Freservations");
  });
});
