// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { tableSchema } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { waitlistEntryRecord } from "../../../test/waitlist-fixtures.ts";
import { TableOfferDialog, type TableOfferDialogProps } from "./table-offer-dialog.tsx";

const tables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 2 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 2 }),
].map((table) => tableSchema.parse(table));

// One entry for every render: a new one would be another request, and the dialog starts a new form for it.
const entry = waitlistEntryRecord({ customerName: "Familie Roth" });

const props = (overrides: Partial<TableOfferDialogProps> = {}): TableOfferDialogProps => ({
  target: { kind: "waitlist", entry },
  tables: { status: "success", tables },
  reservations: [],
  stayDurations: null,
  slotInterval: 30,
  timeZone: "Europe/Berlin",
  saving: false,
  error: null,
  onSubmit: vi.fn(),
  onOpenChange: vi.fn(),
  ...overrides,
});

// Both kinds' dialogs are this one: what it does with a refusal is tested here once, for either kind.
describe("the dialog choosing a request's time and tables", () => {
  it("given the server's refusal after sending, shows it in the dialog and keeps the chosen time and tables", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<TableOfferDialog {...props({ onSubmit })} />);
    const dialog = page.getByRole("dialog", { name: "Tisch anbieten" });
    await dialog.getByRole("button", { name: "19:30" }).click();
    await dialog.getByRole("checkbox", { name: "Tisch 1, 2 Plätze" }).click();
    await dialog.getByRole("checkbox", { name: "Tisch 2, 2 Plätze" }).click();
    await dialog.getByRole("button", { name: "Angebot senden" }).click();
    expect(onSubmit).toHaveBeenCalledWith({ timeSlot: "19:30", tableIds: ["t-1", "t-2"] });
    await screen.rerender(
      <TableOfferDialog
        {...props({
          onSubmit,
          error: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
        })}
      />,
    );
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent("Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.");
    await expect.element(dialog.getByRole("checkbox", { name: "Tisch 1, 2 Plätze" })).toBeChecked();
    await expect.element(dialog.getByRole("checkbox", { name: "Tisch 2, 2 Plätze" })).toBeChecked();
    await expect.element(dialog.getByLabelText("Uhrzeit")).toHaveValue("19:30");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given Abbrechen, closes without sending", async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    await render(<TableOfferDialog {...props({ onSubmit, onOpenChange })} />);
    await page.getByRole("dialog").getByRole("button", { name: "Abbrechen" }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
