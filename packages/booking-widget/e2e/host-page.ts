import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A restaurant's own website on another origin than the API: pages by path, each with its own headers. */
export interface HostPage {
  html: string;
  csp?: string;
}

export async function startHostSite(pages: Record<string, HostPage>, files: Record<string, string> = {}) {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    const file = files[path];
    if (file !== undefined) {
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(file);
      return;
    }
    const page = pages[path];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      ...(page.csp ? { "Content-Security-Policy": page.csp } : {}),
    });
    response.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost" is another origin (and site) than the API's 127.0.0.1.
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export const page = (body: string, head = "") =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Restaurant</title>${head}</head><body><h1>Unser Restaurant</h1>${body}<p>Fußzeile</p></body></html>`;
