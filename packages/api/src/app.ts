import { Hono } from "hono";

export interface AppOptions {
  /** The port the server listens on, reported by `/port-info.json`. */
  port: number;
}

/** Builds the HTTP application; tests build their own. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  app.get("/port-info.json", (c) => c.json({ port: options.port }));
  app.get("/api/health", (c) => c.json({ ok: true }));
  return app;
}
