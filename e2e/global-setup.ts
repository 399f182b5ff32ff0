import type { TestProject } from "vitest/node";
import { startBuiltServer } from "./start-built-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the built server the end-to-end tests run against, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The server's private DATA_DIR: mails without SMTP land in `outbox/*.eml` there. */
    dataDir: string;
  }
}

/**
 * Starts the built server once for the whole e2e run: a fresh data directory, demo data, a free port.
 * `pnpm test:e2e` builds the packages first (`scripts/start.mjs --build-only`).
 */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ dataDirPrefix: "tischservice-e2e-" });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", server.dataDir);
  return server.stop;
}
