import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryLogger } from "../lib/logger.ts";
import { storybookCsp } from "./content-security-policy.ts";
import { startStorybookServer } from "./storybook-server.ts";

const root = await mkdtemp(join(tmpdir(), "ts-storybook-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const built = join(root, "built");
await mkdir(join(built, "assets"), { recursive: true });
await writeFile(join(built, "index.html"), "<!doctype html><title>Storybook</title>");
await writeFile(join(built, "iframe.html"), "<!doctype html><title>Vorschau</title>");
await writeFile(join(built, "assets", "manager-Ab12Cd34.js"), "/* manager */");
await writeFile(join(root, "geheim.txt"), "geheim");

const logger = createMemoryLogger();
const storybook = await startStorybookServer({ root: built, port: 0, hostname: "127.0.0.1", logger });
if (!storybook) throw new Error("Storybook-Listener nicht gestartet");
afterAll(() => storybook.close());
const base = `http://127.0.0.1:${storybook.port}`;
const sessionCookie = "ts_session=sitzung-des-inhabers";

describe("Storybook's own listener", () => {
  it("given its index and a story frame, answers the built files under Storybook's policy", async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("<title>Storybook</title>");
    expect(index.headers.get("content-security-policy")).toBe(storybookCsp);
    expect(index.headers.get("x-content-type-options")).toBe("nosniff");
    const frame = await fetch(`${base}/iframe.html?id=ui-button--default`);
    expect(await frame.text()).toContain("Vorschau");
    const asset = await fetch(`${base}/assets/manager-Ab12Cd34.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("given API paths, with or without the operator's cookie, knows none of them and sets no cookie", async () => {
    for (const [method, path] of [
      ["GET", "/api/health"],
      ["GET", "/api/users/me"],
      ["POST", "/api/users/login"],
      ["PUT", "/api/restaurants/r1"],
      ["GET", "/api/openapi.json"],
      ["GET", "/port-info.json"],
    ] as const) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { Cookie: sessionCookie, "Content-Type": "application/json" },
        ...(method === "GET" ? {} : { body: "{}" }),
      });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("given a path that leaves its folder, answers 404", async () => {
    const response = await fetch(`${base}/..%2Fgeheim.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("geheim");
  });

  it("given no Storybook build, says how to build it", async () => {
    const empty = await startStorybookServer({
      root: join(root, "fehlt"),
      port: 0,
      hostname: "127.0.0.1",
      logger,
    });
    if (!empty) throw new Error("Storybook-Listener nicht gestartet");
    try {
      const response = await fetch(`http://127.0.0.1:${empty.port}/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Storybook ist noch nicht gebaut (pnpm build-storybook).");
    } finally {
      await empty.close();
    }
  });

  it("given a port that is taken, logs a warning and starts nothing (the main server keeps running)", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      expect(await startStorybookServer({ root: built, port, hostname: "127.0.0.1", logger })).toBeNull();
      expect(logger.entries).toContainEqual(
        expect.objectContaining({ msg: "Storybook nicht gestartet", port }),
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
