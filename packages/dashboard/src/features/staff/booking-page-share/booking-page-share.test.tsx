import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeRequest } from "../../../test/fake-api.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { storyQrSvg } from "../../../test/story-qr.ts";
import { stubbedRequest } from "../../../test/stubbed-request.ts";

const QR_PATH = "/api/restaurants/r-1/booking-page-qr.svg";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(async () => {
  await page.viewport(1280, 900);
});

/**
 * The owner's dashboard with the QR route answering as the API does (an SVG, not JSON), or failing; every
 * call, the QR code's included, is logged.
 */
function shareApi(qr: "ok" | "fail" = "ok") {
  const calls = ownerApi([], {
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
    "GET /api/restaurants/r-1/tables": () => ({ body: { success: true, data: [] } }),
    "PUT /api/onboarding/r-1": () => ({
      body: { success: true, data: { steps: {}, dismissed: false } },
    }),
  });
  const json = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(stubbedRequest(input, init).url);
    if (url.pathname !== QR_PATH) return json(input, init);
    calls.push({ method: "GET", path: url.pathname, body: undefined, at: performance.now() });
    return qr === "ok"
      ? new Response(storyQrSvg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } })
      : new Response(JSON.stringify({ success: false, message: "Fehler" }), { status: 500 });
  });
  return calls;
}

const section = () => page.getByRole("region", { name: "Link zu Ihrer Buchungsseite" });
const onboardingPuts = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === "PUT" && call.path === "/api/onboarding/r-1");

describe("Link zu Ihrer Buchungsseite", () => {
  it("shows the page's full address from this origin, opens it in a new tab and offers the QR code's files", async () => {
    shareApi();
    await renderApp("/settings");
    const pageUrl = `${window.location.origin}/r/trattoriademo`;
    await expect.element(section().getByRole("textbox", { name: "Ihre Buchungsseite" })).toHaveValue(pageUrl);
    const open = section().getByRole("link", { name: /Seite öffnen/ });
    await expect.element(open).toHaveAttribute("href", pageUrl);
    await expect.element(open).toHaveAttribute("target", "_blank");
    const qr = section().getByRole("img", { name: "QR-Code mit dem Link zu Ihrer Buchungsseite" });
    await expect.element(qr).toBeVisible();
    expect(qr.element().getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await expect
      .element(section().getByRole("link", { name: "QR-Code als SVG" }))
      .toHaveAttribute("href", "/api/restaurants/r-1/booking-page-qr.svg?download=1");
    await expect
      .element(section().getByRole("link", { name: "QR-Code als PNG" }))
      .toHaveAttribute("href", "/api/restaurants/r-1/booking-page-qr.png?download=1");
    await expect
      .element(section().getByRole("link", { name: /Tischaufsteller drucken/ }))
      .toHaveAttribute("href", "/app/settings/tischaufsteller");
    expect(await seriousViolations(section().element())).toEqual([]);
  });

  it("given 'Link kopieren', copies the address, says 'Kopiert' and ticks the checklist's widget step", async () => {
    const calls = shareApi();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await renderApp("/settings");
    await section().getByRole("button", { name: "Link kopieren" }).click();
    await expect.element(section().getByRole("status").filter({ hasText: "Kopiert" })).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/trattoriademo`);
    await expect.poll(() => onboardingPuts(calls)).toHaveLength(1);
    expect(onboardingPuts(calls)[0]?.body).toEqual({ widgetCopied: true });
  });

  it("given a refused clipboard, selects the address to copy by hand and ticks nothing yet", async () => {
    const calls = shareApi();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("nein", "NotAllowedError"));
    await renderApp("/settings");
    await section().getByRole("button", { name: "Link kopieren" }).click();
    await expect.element(section().getByText(/Der Link ist markiert/)).toBeVisible();
    const field = section()
      .getByRole("textbox", { name: "Ihre Buchungsseite" })
      .element() as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(field.value);
    expect(onboardingPuts(calls)).toHaveLength(0);
  });

  it("given a QR code that cannot be read, says so and reads it again on 'Erneut versuchen'", async () => {
    const calls = shareApi("fail");
    await renderApp("/settings");
    await expect.element(section().getByText("Der QR-Code konnte nicht geladen werden.")).toBeVisible();
    const before = calls.filter((call) => call.path === QR_PATH).length;
    await section().getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(() => calls.filter((call) => call.path === QR_PATH).length).toBeGreaterThan(before);
  });

  it("given a 390 px phone, fits without scrolling sideways", async () => {
    shareApi();
    await page.viewport(390, 844);
    await renderApp("/settings");
    await expect.element(section().getByRole("img")).toBeVisible();
    const element = section().element() as HTMLElement;
    expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await seriousViolations(element)).toEqual([]);
  });
});

describe("Tischaufsteller", () => {
  it("shows the A6 card with name, 'Tisch reservieren', QR code and short link; prints only on 'Drucken'", async () => {
    shareApi();
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await renderApp("/settings/tischaufsteller");
    await expect.element(page.getByRole("heading", { name: "Tischaufsteller", level: 1 })).toBeVisible();
    const card = page.getByRole("article");
    await expect.element(card.getByText("Trattoria Demo")).toBeVisible();
    await expect.element(card.getByText("Tisch reservieren")).toBeVisible();
    await expect.element(card.getByText(`${window.location.host}/r/trattoriademo`)).toBeVisible();
    await expect.element(card.getByRole("img", { name: /QR-Code/ })).toBeVisible();
    const button = page.getByRole("button", { name: "Drucken" });
    await expect.element(button).toBeEnabled();
    expect(print).not.toHaveBeenCalled();
    // The print copy waits next to the app, shown only when printing, on one A6 page.
    const printCopy = document.querySelector("body > .print-a6");
    expect(printCopy?.textContent).toContain("Tisch reservieren");
    expect(getComputedStyle(printCopy as Element).display).toBe("none");
    expect([...document.querySelectorAll("style")].some((s) => s.textContent?.includes("size:A6"))).toBe(
      true,
    );
    await button.click();
    expect(print).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a QR code that cannot be read, keeps 'Drucken' off", async () => {
    shareApi("fail");
    await renderApp("/settings/tischaufsteller");
    await expect.element(page.getByText("Der QR-Code konnte nicht geladen werden.").first()).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Drucken" })).toBeDisabled();
  });
});
