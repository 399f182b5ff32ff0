import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("given a click, calls onClick", async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Anmelden</Button>);
    await screen.getByRole("button", { name: "Anmelden" }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("given disabled, does not call onClick", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button disabled onClick={onClick}>
        Anmelden
      </Button>,
    );
    await expect.element(screen.getByRole("button", { name: "Anmelden" })).toBeDisabled();
  });
});
