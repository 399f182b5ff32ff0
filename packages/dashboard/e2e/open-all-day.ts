import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { SpecialHours } from "./api-answers.ts";
import { api, berlinDate, berlinTimeNow } from "./helpers.ts";

/** A special day open for the whole journey, whatever the time of the run; removed by the returned call. */
export async function openAllDay(page: Page, userId: string, date: string, title: string) {
  // A slot must end inside the opening period, so after noon today's period runs past midnight.
  const afterNoon = date === berlinDate(0) && berlinTimeNow() >= "12:00";
  const created = await api<SpecialHours>(page, `/api/special-hours/${userId}`, "POST", {
    title,
    startDate: date,
    endDate: date,
    type: "special_event",
    isClosed: false,
    customHours: afterNoon
      ? { openTime: "12:00", closeTime: "11:59" }
      : { openTime: "00:00", closeTime: "23:59" },
  });
  expect(created.status).toBeLessThan(300);
  const id = created.json.data.find((special) => special.title === title)?._id;
  return async () => {
    if (id) await api(page, `/api/special-hours/${userId}/${id}`, "DELETE");
  };
}
