import type { Page } from "playwright-core";

/** Picks a day in the widget's calendar once it has rendered, turning to the next month when needed. */
export async function chooseDate(page: Page, date: string) {
  const target = page.locator(`[data-date="${date}"]`);
  await page.getByRole("button", { name: "Nächster Monat" }).waitFor();
  if (!(await target.isVisible())) await page.getByRole("button", { name: "Nächster Monat" }).click();
  await target.click();
}
