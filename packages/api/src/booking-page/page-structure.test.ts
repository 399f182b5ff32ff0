import { beforeAll, describe, expect, it } from "vitest";
import { seedBookingPages } from "../test/booking-page-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ctx = await setupTestContext();
let seeded: Awaited<ReturnType<typeof seedBookingPages>>;
beforeAll(async () => {
  seeded = await seedBookingPages(ctx.db);
});

const VOID = new Set(["meta", "link", "img", "br", "hr", "input"]);
const LANDMARKS = new Set(["header", "main", "footer", "nav", "aside", "section"]);

/**
 * What would keep a screen reader or a parser from reading the page as meant: unbalanced elements, a
 * second h1 or skipped heading levels, landmarks without a name, duplicate ids, names pointing nowhere,
 * images without alt and links without text. A small tag walker: the page is our own, regular HTML.
 */
function structureProblems(html: string): string[] {
  const problems: string[] = [];
  const withoutData = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "<$1></$1>");
  const stack: string[] = [];
  for (const [, closing, name = ""] of withoutData.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const tag = name.toLowerCase();
    if (VOID.has(tag)) continue;
    if (!closing) stack.push(tag);
    else if (stack.pop() !== tag) problems.push(`unbalanced </${tag}>`);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(", ")}`);
  if (!/^<!doctype html>\s*<html lang="de">/i.test(html)) problems.push('no doctype with <html lang="de">');
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  for (const id of new Set(ids)) {
    if (ids.filter((other) => other === id).length > 1) problems.push(`duplicate id ${id}`);
  }
  for (const [, target] of html.matchAll(/aria-labelledby="([^"]+)"/g)) {
    if (!ids.includes(target)) problems.push(`aria-labelledby ${target} names no element`);
  }
  for (const [tag, name = ""] of withoutData.matchAll(/<([a-z]+)\b[^>]*>/g)) {
    if (LANDMARKS.has(name) && !/aria-label(ledby)?="[^"]+"/.test(tag)) problems.push(`unnamed <${name}>`);
    if (name === "img" && !/\salt="[^"]+"/.test(tag)) problems.push("image without alt");
  }
  const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
  if (levels.filter((level) => level === 1).length !== 1) problems.push("not exactly one h1");
  levels.forEach((level, index) => {
    if (index > 0 && level > (levels[index - 1] ?? 0) + 1) problems.push(`h${level} skips a level`);
  });
  for (const [, text = ""] of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
    if (text.replace(/<[^>]+>/g, "").trim() === "") problems.push("link without text");
  }
  if (!/<main\b/.test(html) || (html.match(/<main\b/g) ?? []).length !== 1) problems.push("not one <main>");
  return problems;
}

describe("the pages' structure", () => {
  it("given a full booking page, has one h1, lang de, named landmarks and nothing unbalanced", async () => {
    const html = await (await ctx.app.request(`/r/${seeded.listed.slug}`)).text();
    expect(structureProblems(html)).toEqual([]);
    expect(html).toContain('<header class="top" aria-label="Tischservice">');
    expect(html).toContain('<section id="reservieren" class="booking" aria-labelledby="reservieren-titel">');
  });

  it("given a restaurant with little data and the 404 page, their structure is as sound", async () => {
    for (const path of [`/r/${seeded.hidden.slug}`, "/r/gibtsnicht"]) {
      const html = await (await ctx.app.request(path)).text();
      expect(structureProblems(html), path).toEqual([]);
    }
  });

  it("given the checker, it finds the problems it looks for", () => {
    const broken =
      '<!doctype html><html lang="en"><body><main><h1>a</h1><h3>b</h3><section><h1>c</h1></main><img src="x"><a href="/"></a></body></html>';
    expect(structureProblems(broken)).toEqual(
      expect.arrayContaining([
        'no doctype with <html lang="de">',
        "not exactly one h1",
        "h3 skips a level",
        "unnamed <main>",
        "unnamed <section>",
        "image without alt",
        "link without text",
      ]),
    );
  });
});
