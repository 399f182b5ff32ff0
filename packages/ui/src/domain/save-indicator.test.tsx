import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { SaveIndicator } from "./save-indicator.tsx";

describe("SaveIndicator", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("given saved, shows Gespeichert and hides it after 2 s", async () => {
    const screen = await render(<SaveIndicator status="saved" />);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Gespeichert");
    await vi.advanceTimersByTimeAsync(1900);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Gespeichert");
    await vi.advanceTimersByTimeAsync(200);
    await expect.element(screen.getByRole("status")).toHaveTextContent("");
  });

  it("given an error, shows Fehler beim Speichern for 3 s", async () => {
    const screen = await render(<SaveIndicator status="error" />);
    await vi.advanceTimersByTimeAsync(2900);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Fehler beim Speichern");
    await vi.advanceTimersByTimeAsync(200);
    await expect.element(screen.getByRole("status")).toHaveTextContent("");
  });

  it("given saving, stays until the status changes", async () => {
    const screen = await render(<SaveIndicator status="saving" />);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Speichert...");
  });
});
