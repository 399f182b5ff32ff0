import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { normalize } from "node:path";
import type { TestProject } from "vitest/node";
import { widgetFiles } from "../scripts/widget-size.mjs";

declare module "vitest" {
  interface ProvidedContext {
    /**
     * The built widget.js served from another origin as the API serves it (its chunks with CORS `*`):
     * its URL and the text of widget.js and all its chunks. Null when there is no build.
     */
    widgetBundle: { url: string; code: string } | null;
  }
}

const dist = new URL("../dist-widget/", import.meta.url);

/**
 * Global setup of the lean browser project: serves dist-widget on a free port of 127.0.0.1 (another origin
 * than the test page, like a restaurant's page and the API), so that widget.js loads its chunks as it does
 * on a host page.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(new URL("widget.js", dist))) {
    project.provide("widgetBundle", null);
    return;
  }
  const root = normalize(dist.pathname);
  const server = createServer((request, response) => {
    const path = normalize(`${root}${decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)}`);
    if (!path.startsWith(root) || !path.endsWith(".js") || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
    });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const code = widgetFiles(dist)
    .map((file) => readFileSync(new URL(file.path, dist), "utf8"))
    .join("\n");
  project.provide("widgetBundle", { url: `http://127.0.0.1:${port}/widget.js`, code });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
