import "../styles.css";
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

describe("PasswordInput without tailwind-merge", () => {
  it("given the toggle inside, keeps room for it at the end of the field", async () => {
    const screen = await render(<PasswordInput aria-label="Passwort" />);
    const input = screen.getByLabelText("Passwort", { exact: true }).element();
    expect(getComputedStyle(input).paddingRight).toBe("44px");
  });
});
