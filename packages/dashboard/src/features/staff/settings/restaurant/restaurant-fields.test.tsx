import { restaurantSchema, type UpdateRestaurantRequest } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../../api/http.ts";
import { RestaurantFields } from "./restaurant-fields.tsx";

const restaurant = restaurantSchema.parse({
  _id: "r-1",
  name: "Trattoria Demo",
  email: "info@trattoria.example",
  cuisine: "Italienisch",
});

describe("RestaurantFields", () => {
  it("given a changed field, saves it on blur; an unchanged one is not sent", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    const phone = page.getByRole("textbox", { name: "Telefon" });
    await phone.click();
    await page.getByRole("textbox", { name: "Adresse" }).click();
    expect(onSave).not.toHaveBeenCalled();
    await phone.fill(" +49 30 123 ");
    await page.getByRole("textbox", { name: "Adresse" }).click();
    expect(onSave).toHaveBeenCalledWith({ phone: "+49 30 123", expected: { phone: "" } });
  });

  it("given the cuisine select, saves at once", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    await page.getByRole("combobox", { name: "Küche" }).click();
    const options = page.getByRole("option");
    await expect.element(options.first()).toHaveTextContent("Deutsch");
    await page.getByRole("option", { name: "Griechisch" }).click();
    expect(onSave).toHaveBeenCalledWith({ cuisine: "Griechisch", expected: { cuisine: "Italienisch" } });
  });

  it("given a café, offers Café as its cuisine and saves it", async () => {
    const onSave = vi.fn(async () => {});
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    await page.getByRole("combobox", { name: "Küche" }).click();
    await page.getByRole("option", { name: "Café" }).click();
    expect(onSave).toHaveBeenCalledWith({ cuisine: "Café", expected: { cuisine: "Italienisch" } });
  });

  it("given an invalid e-mail, says so and sends nothing; given a refusal, keeps the input and shows the reason", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "Name ist zu lang.", null);
    });
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    await page.getByRole("textbox", { name: "E-Mail" }).fill("kein-at");
    await page.getByRole("textbox", { name: "Adresse" }).click();
    await expect.element(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Neuer Name");
    await page.getByRole("textbox", { name: "Adresse" }).click();
    await expect.element(page.getByText("Name ist zu lang.")).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Neuer Name");
  });

  it("given the field changed elsewhere meanwhile, keeps the input, names the new value and saves over it only when left again", async () => {
    const changedElsewhere = { ...restaurant, phone: "030 222" };
    const onSave = vi.fn(async (fields: UpdateRestaurantRequest) => {
      if (fields.expected?.phone !== "030 222") {
        throw new ApiError(409, "Dieses Feld wurde inzwischen an anderer Stelle geändert.", {
          success: false,
          restaurant: changedElsewhere,
        });
      }
    });
    const screen = await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    const phone = page.getByRole("textbox", { name: "Telefon" });
    await phone.fill("030 333");
    await page.getByRole("textbox", { name: "Adresse" }).click();
    const notice =
      "Inzwischen an anderer Stelle auf „030 222“ geändert. Verlassen Sie das Feld erneut, um Ihre Eingabe zu speichern.";
    await expect.element(page.getByText(notice)).toBeVisible();
    expect(onSave).toHaveBeenLastCalledWith({ phone: "030 333", expected: { phone: "" } });
    // The page hands in the server's current restaurant; the input is kept.
    await screen.rerender(<RestaurantFields restaurant={changedElsewhere} onSave={onSave} />);
    await expect.element(phone).toHaveValue("030 333");
    await phone.click();
    await page.getByRole("textbox", { name: "Adresse" }).click();
    await expect.element(page.getByText(notice)).not.toBeInTheDocument();
    expect(onSave).toHaveBeenLastCalledWith({ phone: "030 333", expected: { phone: "030 222" } });
  });

  it("given the cuisine changed elsewhere meanwhile, shows the new one and says so", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(409, "Dieses Feld wurde inzwischen an anderer Stelle geändert.", {
        success: false,
        restaurant: { ...restaurant, cuisine: "Spanisch" },
      });
    });
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    await page.getByRole("combobox", { name: "Küche" }).click();
    await page.getByRole("option", { name: "Griechisch" }).click();
    await expect
      .element(page.getByText("Inzwischen an anderer Stelle auf „Spanisch“ geändert."))
      .toBeVisible();
    await expect.element(page.getByRole("combobox", { name: "Küche" })).toHaveTextContent("Spanisch");
  });

  it("given no answer, keeps the input and retries", async () => {
    let attempts = 0;
    const onSave = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
    });
    await render(<RestaurantFields restaurant={restaurant} onSave={onSave} />);
    await page.getByRole("textbox", { name: "Website" }).fill("https://trattoria.example");
    await page.getByRole("textbox", { name: "Adresse" }).click();
    await expect.element(page.getByText("Fehler beim Speichern")).toBeVisible();
    await expect.poll(() => onSave.mock.calls.length).toBe(2);
    await expect.element(page.getByText("Fehler beim Speichern")).not.toBeInTheDocument();
  });
});
