import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Banner } from "./banner.tsx";

describe("Banner", () => {
  it("given an error, is announced at once as an alert", async () => {
    const screen = await render(
      <Banner tone="error">Verbindungsfehler. Bitte versuchen Sie es später erneut.</Banner>,
    );
    await expect.element(screen.getByRole("alert")).toHaveTextContent("Verbindungsfehler");
  });

  it("given a success, is a polite status", async () => {
    const screen = await render(<Banner tone="success">Gespeichert</Banner>);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Gespeichert");
  });

  it("given onDismiss, offers a Schließen button", async () => {
    const onDismiss = vi.fn();
    const screen = await render(<Banner onDismiss={onDismiss}>Hinweis</Banner>);
    await screen.getByRole("button", { name: "Schließen" }).click();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
