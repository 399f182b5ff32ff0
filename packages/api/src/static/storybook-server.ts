import type { Server } from "node:http";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { apiErrorTexts } from "@tischservice/core";
import { Hono } from "hono";
import { repoRoot } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import { appFileCacheControl, builtFiles } from "./built-files.ts";
import { storybookCsp } from "./content-security-policy.ts";

/** Where `pnpm build-storybook` puts the static Storybook. */
export const defaultStorybookRoot = join(repoRoot, "storybook-static");

const notFound = apiErrorTexts.pageNotFound;
const notBuilt = "Storybook ist noch nicht gebaut (pnpm build-storybook).";

/**
 * Storybook's own origin: the files of its static build and nothing else. No API, no sessions: it reads
 * and sets no cookie, so a script running in a story cannot act as the operator (their cookie may reach
 * this port, browsers do not separate cookies by port, but nothing here looks at it, and the API refuses
 * this origin's changes and gives it no credentialed answers).
 */
export function createStorybookApp(root: string): Hono {
  const app = new Hono({ strict: false });
  app.use("*", async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", storybookCsp);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("X-Frame-Options", "SAMEORIGIN");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    headers.delete("Set-Cookie");
  });
  app.all("/api/*", (c) => c.text(notFound, 404));
  app.on(["GET", "HEAD"], "/*", ...builtFiles({ root, cacheControl: appFileCacheControl }));
  app.get("/", (c) => c.text(notBuilt, 404));
  app.notFound((c) => c.text(notFound, 404));
  return app;
}

export interface StorybookServer {
  /** The port it listens on (the given one, or the free one chosen for `0`). */
  port: number;
  close: () => Promise<void>;
}

export interface StorybookServerOptions {
  root?: string;
  port: number;
  hostname: string;
  logger: Logger;
}

/**
 * Starts Storybook's listener. A port that is taken does not stop the main server: it logs a warning and
 * resolves null (no Storybook then).
 */
export function startStorybookServer({
  root = defaultStorybookRoot,
  port,
  hostname,
  logger,
}: StorybookServerOptions): Promise<StorybookServer | null> {
  const app = createStorybookApp(root);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    }) as Server;
    server.once("error", (error) => {
      logger.warn("Storybook nicht gestartet", { port, error: error.message });
      resolve(null);
    });
  });
}
