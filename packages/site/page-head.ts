import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * The start of every page's head (character set, viewport, theme colour, icon), written once here rather
 * than in each page's `index.html`: Vite puts it first into each page's head, in the dev server and the
 * build alike. The title and the rest of the head come from the prerender (`src/seo/head.ts`).
 */
const sharedHeadTags: HtmlTagDescriptor[] = [
  { tag: "meta", attrs: { charset: "UTF-8" } },
  { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1" } },
  { tag: "meta", attrs: { name: "theme-color", content: "#d4a72c" } },
  { tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } },
].map((tag) => ({ ...tag, injectTo: "head-prepend" as const }));

export function sharedPageHead(): Plugin {
  return { name: "tischservice-shared-page-head", transformIndexHtml: () => sharedHeadTags };
}
