import type { Page } from "playwright-core";
import { chooseWidgetDate } from "../../../e2e/widget-calendar.ts";

/** Picks a day in the widget's calendar once it has rendered, turning to its month when needed. */
export async function chooseDate(page: Page, date: string) {
  await chooseWidgetDate(page, date);
}
