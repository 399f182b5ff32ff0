import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { NumberStepper } from "./number-stepper.tsx";

describe("NumberStepper", () => {
  it("given the minimum, disables minus and never goes below", async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <NumberStepper aria-label="4er Tische" defaultValue={1} onValueChange={onValueChange} />,
    );
    await screen.getByRole("button", { name: "4er Tische: Verringern" }).click();
    await expect.element(screen.getByRole("spinbutton", { name: "4er Tische" })).toHaveValue(0);
    await expect.element(screen.getByRole("button", { name: "4er Tische: Verringern" })).toBeDisabled();
    expect(onValueChange).toHaveBeenCalledWith(0);
  });

  it("given a maximum, disables plus there", async () => {
    const screen = await render(<NumberStepper aria-label="Gäste" defaultValue={2} max={3} />);
    await screen.getByRole("button", { name: "Gäste: Erhöhen" }).click();
    await expect.element(screen.getByRole("button", { name: "Gäste: Erhöhen" })).toBeDisabled();
  });
});
