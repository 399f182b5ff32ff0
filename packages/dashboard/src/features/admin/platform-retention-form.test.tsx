import type { PlatformRetention } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../api/http.ts";
import { PlatformRetentionForm } from "./platform-retention-form.tsx";

const retention: PlatformRetention = {
  reservationMonths: 24,
  defaultReservationMonths: 24,
  maxReservationMonths: 120,
  updatedAt: null,
};
const field = () => page.getByRole("spinbutton", { name: "Frist in Monaten nach dem Besuch" });

describe("PlatformRetentionForm", () => {
  it("given the stored period, shows it with the default and the range, and saves a new one", async () => {
    const onSave = vi.fn(async () => {});
    await render(
      <PlatformRetentionForm retention={retention} loading={false} failed={false} onSave={onSave} />,
    );
    await expect.element(field()).toHaveValue(24);
    await expect
      .element(
        page.getByText(
          "Standard der Plattform: 24 Monate (1 bis 120). Restaurants können kürzere Fristen festlegen.",
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Speichern" })).toBeDisabled();
    await field().fill("36");
    await page.getByRole("button", { name: "Speichern" }).click();
    expect(onSave).toHaveBeenCalledWith(36);
  });

  it("given 0, 121 or a fraction, refuses in German and sends nothing", async () => {
    const onSave = vi.fn(async () => {});
    await render(
      <PlatformRetentionForm retention={retention} loading={false} failed={false} onSave={onSave} />,
    );
    for (const typed of ["0", "121", "1.5"]) {
      await field().fill(typed);
      await page.getByRole("button", { name: "Speichern" }).click();
      await expect
        .element(
          page.getByText("Bitte geben Sie die Aufbewahrungsfrist in ganzen Monaten zwischen 1 und 120 an."),
        )
        .toBeVisible();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it("given a refusal by the server, shows its reason and keeps the input", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(403, "Keine Berechtigung.", null);
    });
    await render(
      <PlatformRetentionForm retention={retention} loading={false} failed={false} onSave={onSave} />,
    );
    await field().fill("12");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText("Keine Berechtigung.")).toBeVisible();
    await expect.element(field()).toHaveValue(12);
  });

  it("given a failed load, offers to try again; while loading, shows no form", async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <PlatformRetentionForm retention={null} loading={false} failed onRetry={onRetry} onSave={vi.fn()} />,
    );
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    expect(onRetry).toHaveBeenCalled();
    await screen.rerender(<PlatformRetentionForm retention={null} loading failed={false} onSave={vi.fn()} />);
    await expect.element(field()).not.toBeInTheDocument();
  });
});
