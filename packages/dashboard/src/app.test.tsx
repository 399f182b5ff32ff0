import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { App } from "./app.tsx";

describe("dashboard App", () => {
  it("given a visitor, offers the way back to the site", async () => {
    const screen = await render(<App />);
    await expect.element(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });
});
