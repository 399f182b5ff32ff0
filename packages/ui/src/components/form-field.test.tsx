import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";

describe("FormField", () => {
  it("given a label, labels the input inside", async () => {
    const screen = await render(
      <FormField label="Vorname">
        <Input />
      </FormField>,
    );
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toBeVisible();
  });

  it("given an error and a hint, marks the input invalid and describes it with both", async () => {
    const screen = await render(
      <FormField label="E-Mail" hint="Geschäftlich" error="Ungültig" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "E-Mail" });
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("Geschäftlich Ungültig");
    await expect.element(input).toBeRequired();
  });

  it("given an explicit id on the input, keeps it and the label still points to it", async () => {
    const screen = await render(
      <FormField label="Telefon" htmlFor="tel">
        <Input id="tel" />
      </FormField>,
    );
    await expect.element(screen.getByRole("textbox", { name: "Telefon" })).toHaveAttribute("id", "tel");
  });
});
