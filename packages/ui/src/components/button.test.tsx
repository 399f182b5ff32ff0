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

  it("given disabled, is disabled", async () => {
    const screen = await render(<Button disabled>Anmelden</Button>);
    await expect.element(screen.getByRole("button", { name: "Anmelden" })).toBeDisabled();
  });

  it("given loading, shows the loading text, is busy and ignores clicks", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading loadingText="Anmeldung..." onClick={onClick}>
        Anmelden
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Anmeldung..." });
    await expect.element(button).toHaveAttribute("aria-busy", "true");
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it("given a submit type, submits its form", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Senden</Button>
      </form>,
    );
    await screen.getByRole("button", { name: "Senden" }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
