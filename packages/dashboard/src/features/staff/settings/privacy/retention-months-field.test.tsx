import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../../api/http.ts";
import { RetentionMonthsField } from "./retention-months-field.tsx";

const field = () => page.getByRole("spinbutton", { name: /anonymisieren nach/ });

describe("RetentionMonthsField", () => {
  it("given no own period, shows the platform's default and saves a shorter one", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RetentionMonthsField months={null} platformMonths={24} onSave={onSave} />);
    await expect.element(page.getByText("Aktuell: Standard der Plattform (24 Monate)")).toBeVisible();
    await expect.element(field()).toHaveAttribute("placeholder", "Standard der Plattform");
    await expect.element(page.getByText(/höchstens 24 Monate/)).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Speichern" })).toBeDisabled();
    await field().fill("6");
    await page.getByRole("button", { name: "Speichern" }).click();
    expect(onSave).toHaveBeenCalledWith(6);
  });

  it("given more than the platform's period or no whole months, says so in German and sends nothing", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RetentionMonthsField months={null} platformMonths={24} onSave={onSave} />);
    await field().fill("30");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(
        page.getByText(
          "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 24 Monaten nicht überschreiten.",
        ),
      )
      .toBeVisible();
    await field().fill("0");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(page.getByText("Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten an (mindestens 1)."))
      .toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("given a refusal by the server, shows its reason and keeps the input", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(
        400,
        "Die Aufbewahrungsfrist darf die Vorgabe der Plattform von 12 Monaten nicht überschreiten.",
        null,
      );
    });
    await render(<RetentionMonthsField months={null} platformMonths={24} onSave={onSave} />);
    await field().fill("18");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText(/von 12 Monaten nicht überschreiten/)).toBeVisible();
    await expect.element(field()).toHaveValue(18);
  });

  it("given an own period, shows it and goes back to the platform's with one click", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RetentionMonthsField months={6} platformMonths={24} onSave={onSave} />);
    await expect.element(page.getByText("Aktuell: 6 Monate nach dem Besuch")).toBeVisible();
    await expect.element(field()).toHaveValue(6);
    await page.getByRole("button", { name: "Standard der Plattform" }).click();
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it("given disabled, offers no input", async () => {
    await render(<RetentionMonthsField months={6} platformMonths={24} onSave={vi.fn()} disabled />);
    await expect.element(field()).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Standard der Plattform" })).toBeDisabled();
  });
});
