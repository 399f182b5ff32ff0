import { describe, expect, it } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { renderWidget } from "../test/render.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { readWidgetOptions } from "./options.ts";

const today = "2026-07-02";

/** The fake API, with a restaurant that has no website of its own. */
function withoutWebsite(): typeof fetch {
  const fake = createFakeApi();
  return async (input, init) => {
    const response = await fake.fetch(input, init);
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    if (!/^\/api\/restaurants\/[^/]+$/.test(path)) return response;
    const answer = (await response.json()) as { data: Record<string, unknown> };
    const restaurant = { ...answer.data, website: "" };
    return new Response(JSON.stringify({ success: true, data: restaurant, restaurant }), {
      headers: { "content-type": "application/json" },
    });
  };
}

describe("the consent on the details step", () => {
  it("given a restaurant without its own website, links the platform's privacy policy and the text names that one", async () => {
    const options = readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test");
    const screen = renderWidget(
      <BookingApp
        options={options}
        host={document.createElement("div")}
        api={createApiClient("https://api.test", withoutWebsite())}
        today={today}
      />,
    );
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await expect
      .element(screen.getByRole("link", { name: "Datenschutzerklärung" }))
      .toHaveAttribute("href", "https://api.test/datenschutz");
    await expect
      .element(screen.getByRole("checkbox"))
      .toHaveAccessibleName(
        "Ich stimme zu, dass Trattoria Demo meine Angaben gemäß der Datenschutzerklärung zur Bearbeitung der Reservierung verwendet.",
      );
  });
});
