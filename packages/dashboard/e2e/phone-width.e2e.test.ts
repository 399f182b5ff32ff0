import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { admin, owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

/** A phone in portrait: what staff carry through the room on a Friday night. */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * How far the page is wider than the phone, in CSS pixels (0 when it fits). Waits until the page has
 * settled: its heading is there and nothing is loading any more.
 */
async function overflowOf(page: Page): Promise<number> {
  const { overflow } = await widthOf(page);
  return overflow;
}

/**
 * How far `root`'s content is wider than `root`, and the innermost elements inside it that reach past its
 * right edge unclipped by a scroll area: the content that makes it wide. An absolutely positioned element
 * is clipped only by a scroll area around its positioned ancestor (a screen-reader label inside an
 * unpositioned scroll area escapes it). Inside a box with padding (a dialog), the edge is that of its
 * content: the browser counts the end padding after content that reaches into it, so a child 5 px into the
 * padding makes the box scroll by 5 px without reaching its border.
 */
function overflowAndCulprits(root: Element): { overflow: number; culprits: string[] } {
  const page = root === document.documentElement;
  const paddingEdge = page
    ? root.clientWidth
    : root.getBoundingClientRect().left + root.clientLeft + root.clientWidth;
  const contentEdge = page
    ? paddingEdge
    : paddingEdge - Number.parseFloat(getComputedStyle(root).paddingRight);
  const beyond = (element: Element) => {
    // A positioned child of the box (its close button) may sit in the padding; in-flow content may not.
    const inPadding = element.parentElement === root && getComputedStyle(element).position === "absolute";
    return element.getBoundingClientRect().right > (inPadding ? paddingEdge : contentEdge) + 0.5;
  };
  const clipped = (element: Element) => {
    let node: Element = element;
    while (node !== root && node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed") return false;
      let parent: Element | null = node.parentElement;
      if (position === "absolute") {
        while (parent && parent !== root && getComputedStyle(parent).position === "static") {
          parent = parent.parentElement;
        }
      }
      if (!parent || parent === root) return false;
      if (getComputedStyle(parent).overflowX !== "visible") return true;
      node = parent;
    }
    return false;
  };
  const culprits: string[] = [];
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("*"))) {
    if (!beyond(element) || clipped(element) || Array.from(element.children).some(beyond)) continue;
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
    culprits.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${name}`,
    );
  }
  return { overflow: root.scrollWidth - root.clientWidth, culprits: culprits.slice(0, 5) };
}

async function widthOf(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
  // Passed whole to the browser: the page's policy runs no script the test would inject.
  return page.locator("html").evaluate(overflowAndCulprits);
}

/** Each of `paths` that is wider than the phone, with how much and what makes it wide. */
async function widerPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const wider: string[] = [];
  for (const path of paths) {
    await page.goto(`${baseURL}${path}`);
    const { overflow, culprits } = await widthOf(page);
    if (overflow > 0) wider.push(`${path} (+${overflow} px): ${culprits.join("; ")}`);
  }
  return wider;
}

/** How far an element's content is wider than the element itself (0 when it fits). */
function contentOverflowOf(element: Locator): Promise<number> {
  return element.evaluate((node) => node.scrollWidth - node.clientWidth);
}

/** An element's content overflow with what causes it, as one line ("0" when it fits). */
async function contentOverflowWithCulprits(element: Locator): Promise<string> {
  const { overflow, culprits } = await element.evaluate(overflowAndCulprits);
  return overflow > 0 ? `+${overflow} px: ${culprits.join("; ")}` : "0";
}

describe("every dashboard page at 390 px", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser().newContext(phone);
    page = await context.newPage();
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });

  afterAll(async () => {
    await context.close();
  });

  it("given the owner, no page is wider than the phone", async () => {
    const staffPages = [
      "/app/",
      "/app/calendar",
      "/app/reservations",
      "/app/guests",
      "/app/floorplan",
      "/app/tables",
      "/app/room-designer",
      "/app/menu",
      "/app/orders",
      "/app/past-reservations",
      "/app/settings",
      "/app/push-notifications",
      "/app/subusers",
    ];
    expect(await widerPages(page, staffPages)).toEqual([]);
  });

  it("given a sub-user's card, shows the login staff must type whole, not cut", async () => {
    await page.goto(`${baseURL}/app/subusers`);
    await overflowOf(page);
    const login = page.getByText("service@trattoriademo", { exact: true });
    expect(await contentOverflowOf(login)).toBe(0);
  });

  it("given the calendar's day view and its Neue Buchung sheet, both fit the phone", async () => {
    await page.goto(`${baseURL}/app/calendar`);
    await overflowOf(page);
    await page.getByRole("button", { name: "Tag", exact: true }).click();
    expect(await overflowOf(page)).toBe(0);
    await page.getByRole("button", { name: "Neue Buchung" }).click();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    expect(await contentOverflowOf(sheet)).toBe(0);
  });

  it("given a table tapped on the floor plan, its dialog's content fits the dialog", async () => {
    await page.goto(`${baseURL}/app/floorplan`);
    await overflowOf(page);
    await page
      .getByRole("button", { name: /Tisch \d+, \d+ Plätze/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // Measured once the dialog has settled: the menu's categories are there and its zoom has ended (a
    // scaled box's rectangles are not where its layout puts them).
    await dialog.getByRole("tablist", { name: "Kategorien" }).waitFor();
    await dialog.evaluate((node) =>
      Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await contentOverflowWithCulprits(dialog)).toBe("0");
    expect(await contentOverflowWithCulprits(page.locator("html"))).toBe("0");
  });
});

describe("the admin area at 390 px", () => {
  it("given the admin, no page is wider than the phone", async () => {
    const context = await browser().newContext(phone);
    const page = await context.newPage();
    await signIn(page, baseURL, admin);
    expect(await widerPages(page, ["/app/admin", "/app/admin/system"])).toEqual([]);
    await context.close();
  });
});
