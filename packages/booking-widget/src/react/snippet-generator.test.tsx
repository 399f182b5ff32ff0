import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { createFakeApi } from "../test/fake-api.ts";
import { SnippetGenerator } from "./snippet-generator.tsx";

describe("SnippetGenerator", () => {
  const fake = createFakeApi();

  beforeAll(() => {
    vi.stubGlobal("fetch", fake.fetch);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("given the inline mode, previews the real booking flow for the restaurant", async () => {
    const screen = await render(<SnippetGenerator origin="https://api.test" restaurantId="r1" />);
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    expect(fake.requests.some((request) => request.path.startsWith("/api/simple-timeslots/r1/"))).toBe(true);
  });

  it("given the restaurant's slug, ends the code with a link to its booking page for visitors without JavaScript", async () => {
    const screen = await render(
      <SnippetGenerator origin="https://api.test" restaurantId="r1" slug="laluna" preview={false} />,
    );
    await expect
      .element(screen.getByRole("textbox", { name: "Ihr Code" }))
      .toHaveValue(
        '<script src="https://api.test/widget.js" data-restaurant="r1" async></script>' +
          '<noscript><a href="https://api.test/r/laluna">Tisch reservieren</a></noscript>',
      );
  });

  it("given the button mode, colour and language, previews the real floating button, which opens the widget", async () => {
    const screen = await render(<SnippetGenerator origin="https://api.test" restaurantId="r1" />);
    await screen.getByRole("radio", { name: "Schwebender Button" }).click();
    await screen.getByRole("radio", { name: "Englisch" }).click();
    await screen.getByLabelText("Farbe").fill("#1e3a8a");
    await expect
      .element(screen.getByRole("textbox", { name: "Ihr Code" }))
      .toHaveValue(
        '<script src="https://api.test/widget.js" data-restaurant="r1" data-mode="button" data-lang="en" data-color="#1e3a8a" async></script>',
      );

    const button = screen.getByRole("button", { name: "Reserve a table" });
    await expect.element(button).toBeVisible();
    const element = button.element() as HTMLElement;
    expect(getComputedStyle(element).backgroundColor).toBe("rgb(30, 58, 138)");
    expect(getComputedStyle(element).position).toBe("fixed");
    // Inside the stand-in page, at its bottom right, not over the dashboard.
    const page = screen.getByTestId("snippet-preview-page").element().getBoundingClientRect();
    const box = element.getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(page.right);
    expect(box.bottom).toBeLessThanOrEqual(page.bottom);
    expect(box.top).toBeGreaterThanOrEqual(page.top);

    await button.click();
    await expect.element(screen.getByRole("dialog", { name: "Table reservation" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Available" })).toBeVisible();
    await screen.getByRole("button", { name: "Close", exact: true }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    // Focus is back on the button (inside the widget's shadow root).
    await vi.waitFor(() => expect((element.getRootNode() as ShadowRoot).activeElement).toBe(element));
  });

  it("given a preview notice, shows it instead of the widget in either mode", async () => {
    const screen = await render(
      <SnippetGenerator
        origin="https://api.test"
        restaurantId="r1"
        previewNotice={<p>Noch keine Tische angelegt</p>}
      />,
    );
    await expect.element(screen.getByText("Vorschau")).toBeVisible();
    await expect.element(screen.getByText("Noch keine Tische angelegt")).toBeVisible();
    await screen.getByRole("radio", { name: "Schwebender Button" }).click();
    await expect.element(screen.getByText("Noch keine Tische angelegt")).toBeVisible();
    expect(screen.container.querySelector("[data-tischservice-widget]")).toBeNull();
  });

  it("given a copy to the clipboard, tells the host the copied snippet", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const onCopy = vi.fn();
    try {
      const screen = await render(
        <SnippetGenerator origin="https://api.test" restaurantId="r1" preview={false} onCopy={onCopy} />,
      );
      await screen.getByRole("button", { name: "Code kopieren" }).click();
      await expect.element(screen.getByRole("status")).toHaveTextContent("Kopiert");
      const snippet = '<script src="https://api.test/widget.js" data-restaurant="r1" async></script>';
      expect(writeText).toHaveBeenCalledWith(snippet);
      expect(onCopy).toHaveBeenCalledWith(snippet);
    } finally {
      writeText.mockRestore();
    }
  });
});
