import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { App } from "./app.tsx";

describe("site App", () => {
  it("given a visitor, shows the product name and the way to sign in", async () => {
    const screen = await render(<App />);
    await expect.element(screen.getByRole("heading", { level: 1, name: "Tischservice" })).toBeVisible();
    await expect.element(screen.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/app/");
  });
});
