import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { CookieBanner } from "./cookie-banner.tsx";

describe("CookieBanner", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("given no stored choice, appears after 1 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const screen = await render(<CookieBanner consent={null} onSave={() => {}} />);
    await vi.advanceTimersByTimeAsync(900);
    await expect.element(screen.getByRole("button", { name: "Alle akzeptieren" })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    await expect.element(screen.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  });

  it("given only essential, saves analytics and marketing off", async () => {
    const onSave = vi.fn();
    const screen = await render(<CookieBanner consent={null} onSave={onSave} delayMs={0} />);
    await screen.getByRole("button", { name: "Nur essenzielle" }).click();
    expect(onSave).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: false });
  });
});
