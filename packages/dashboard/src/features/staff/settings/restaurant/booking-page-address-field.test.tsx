// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../../styles.css";
import { bookingPageAddressTexts } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../../api/http.ts";
import { seriousViolations } from "../../../../test/serious-violations.ts";
import { BookingPageAddressField } from "./booking-page-address-field.tsx";

const ORIGIN = "https://tischservice.example";
const field = () => page.getByRole("textbox", { name: bookingPageAddressTexts.label });
const preview = () => page.getByTestId("booking-page-link-preview");

describe("BookingPageAddressField", () => {
  it("given the current slug, shows the fixed prefix and the full link, and no warning", async () => {
    await render(<BookingPageAddressField slug="trattoriademo" origin={ORIGIN} onSave={vi.fn()} />);
    await expect.element(field()).toHaveValue("trattoriademo");
    await expect.element(preview()).toHaveTextContent(`${ORIGIN}/r/trattoriademo`);
    await expect.element(page.getByText("…/r/")).toBeVisible();
    expect(document.body.textContent).not.toContain("Anmeldenamen");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a new slug, previews the link live, warns about the staff's logins and saves only on the button", async () => {
    const onSave = vi.fn(async () => {});
    const screen = await render(
      <BookingPageAddressField slug="trattoriademo" origin={ORIGIN} onSave={onSave} />,
    );
    await field().fill("LaLuna");
    await expect.element(preview()).toHaveTextContent(`${ORIGIN}/r/laluna`);
    await expect.element(page.getByText(bookingPageAddressTexts.loginsChange("laluna"))).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
    const save = page.getByRole("button", { name: bookingPageAddressTexts.save });
    await expect.element(save).toHaveAccessibleDescription(bookingPageAddressTexts.loginsChange("laluna"));
    await save.click();
    expect(onSave).toHaveBeenCalledWith("laluna");
    // The server's answer arrives as the new slug: the warning goes, the confirmation shows.
    await screen.rerender(<BookingPageAddressField slug="laluna" origin={ORIGIN} onSave={onSave} />);
    await expect.element(page.getByRole("status")).toHaveTextContent(bookingPageAddressTexts.saved);
    expect(document.body.textContent).not.toContain("Anmeldenamen");
  });

  it("given a reserved or malformed slug, says why in German and offers no saving", async () => {
    await render(<BookingPageAddressField slug="trattoriademo" origin={ORIGIN} onSave={vi.fn()} />);
    await field().fill("admin");
    await expect.element(page.getByText(bookingPageAddressTexts.reserved)).toBeVisible();
    await expect.element(field()).toHaveAttribute("aria-invalid", "true");
    expect(page.getByRole("button", { name: bookingPageAddressTexts.save }).query()).toBeNull();
    await field().fill("la luna");
    await expect.element(page.getByText(bookingPageAddressTexts.shape)).toBeVisible();
    // The preview keeps the current link while the typed one is not valid.
    await expect.element(preview()).toHaveTextContent(`${ORIGIN}/r/trattoriademo`);
  });

  it("given a slug another restaurant has or had, shows the server's 409 message and keeps the input", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(409, bookingPageAddressTexts.taken, { code: "slug_taken" });
    });
    await render(<BookingPageAddressField slug="trattoriademo" origin={ORIGIN} onSave={onSave} />);
    await field().fill("krone");
    await page.getByRole("button", { name: bookingPageAddressTexts.save }).click();
    await expect.element(page.getByText(bookingPageAddressTexts.taken)).toBeVisible();
    await expect.element(field()).toHaveValue("krone");
    await page.getByRole("button", { name: bookingPageAddressTexts.cancel }).click();
    await expect.element(field()).toHaveValue("trattoriademo");
  });
});
