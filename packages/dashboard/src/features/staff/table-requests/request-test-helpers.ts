import { expect } from "vitest";
import type { Locator } from "vitest/browser";
import type { Route } from "../../../test/fake-api.ts";

/** A fake list route: the enquiries', the waitlist's or the tables' list as the API answers it. */
export const listRoute =
  (list: unknown[]): Route =>
  () => ({ body: { success: true, data: list } });

const slotTakenMessage = "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.";

/** The API's refusal when a chosen table was taken meanwhile (409, `slot_taken`), with its German reason. */
export const slotTaken: Route = () => ({
  status: 409,
  body: { success: false, code: "slot_taken", message: slotTakenMessage },
});

/**
 * Sends the request dialog's choice with `submit`, expects the refusal's reason in the dialog, then closes
 * it. That the choice stays with the refusal is the shared dialog's own test (table-offer-dialog.test.tsx).
 */
export async function expectSlotTakenShown(dialog: Locator, submit: string): Promise<void> {
  await dialog.getByRole("button", { name: submit }).click();
  await expect.element(dialog.getByRole("alert")).toHaveTextContent(slotTakenMessage);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
}
