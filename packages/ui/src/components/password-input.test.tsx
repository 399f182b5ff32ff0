import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

describe("PasswordInput", () => {
  it("given the toggle is pressed, shows the password and back", async () => {
    const screen = await render(
      <FormField label="Passwort">
        <PasswordInput defaultValue="geheim" />
      </FormField>,
    );
    const input = screen.getByLabelText("Passwort", { exact: true });
    await expect.element(input).toHaveAttribute("type", "password");
    await screen.getByRole("button", { name: "Passwort anzeigen" }).click();
    await expect.element(input).toHaveAttribute("type", "text");
    await expect
      .element(screen.getByRole("button", { name: "Passwort verbergen" }))
      .toHaveAttribute("aria-pressed", "true");
  });
});
