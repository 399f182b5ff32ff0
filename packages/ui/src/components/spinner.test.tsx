import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Spinner } from "./spinner.tsx";

describe("Spinner", () => {
  it("given no label, announces the German default as a status", async () => {
    const screen = await render(<Spinner />);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Wird geladen...");
  });

  it("given label null, is hidden from screen readers", async () => {
    const screen = await render(<Spinner label={null} data-testid="s" />);
    await expect.element(screen.getByTestId("s")).toHaveAttribute("aria-hidden", "true");
  });
});
