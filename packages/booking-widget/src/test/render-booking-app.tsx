import { createApiClient } from "../widget/api.ts";
import { BookingApp } from "../widget/booking-app.tsx";
import { readWidgetOptions } from "../widget/options.ts";
import type { createFakeApi } from "./fake-api.ts";
import { renderWidget } from "./render.tsx";

/** The whole widget of restaurant r1 against the fake API on `today`, in `lang`, as a host page embeds it. */
export function renderBookingApp(
  fake: Pick<ReturnType<typeof createFakeApi>, "fetch">,
  today: string,
  lang: "de" | "en" = "de",
) {
  return renderWidget(
    <BookingApp
      options={readWidgetOptions({ restaurant: "r1", lang }, "https://api.test")}
      api={createApiClient("https://api.test", fake.fetch)}
      today={today}
    />,
  );
}
