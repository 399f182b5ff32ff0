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

  it("given a stored choice to start from, Anpassen shows it and saving without changes keeps it", async () => {
    const onSave = vi.fn();
    const stored = { essential: true, analytics: false, marketing: true } as const;
    const screen = await render(
      <CookieBanner consent={null} initialConsent={stored} onSave={onSave} delayMs={0} />,
    );
    await screen.getByRole("button", { name: "Anpassen" }).click();
    await expect.element(screen.getByRole("switch", { name: "Analyse" })).not.toBeChecked();
    await expect.element(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await screen.getByRole("button", { name: "Auswahl speichern" }).click();
    expect(onSave).toHaveBeenCalledWith(stored);
  });

  it("given a stored choice to start from, changing one switch saves the rest as stored", async () => {
    const onSave = vi.fn();
    const screen = await render(
      <CookieBanner
        consent={null}
        initialConsent={{ essential: true, analytics: true, marketing: true }}
        onSave={onSave}
        delayMs={0}
      />,
    );
    await screen.getByRole("button", { name: "Anpassen" }).click();
    await screen.getByRole("switch", { name: "Marketing" }).click();
    await screen.getByRole("button", { name: "Auswahl speichern" }).click();
    expect(onSave).toHaveBeenCalledWith({ essential: true, analytics: true, marketing: false });
  });
});
