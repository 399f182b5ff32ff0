import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { demoSiteConfig, exampleOperatorSiteConfig } from "@tischservice/core/demo";
import { requiredSiteConfigFields } from "@tischservice/core/rules";
import type { SiteConfig } from "@tischservice/core/schemas";
import { afterAll, describe, expect, it } from "vitest";
import { checkSiteConfigAtStart } from "./site-config-start.ts";

// A complete, production-ready operator (core keeps it for tests and stories).
const operator: SiteConfig = exampleOperatorSiteConfig;
const files = (content: Record<string, string>) => (path: string) => {
  const text = content[path];
  if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
  return text;
};
const file = resolve("betreiber.json");

describe("checkSiteConfigAtStart", () => {
  it("given no file outside production, keeps the demo operator", () => {
    expect(checkSiteConfigAtStart({ NODE_ENV: "development" })).toEqual({ ok: true, config: demoSiteConfig });
  });

  it("given no file in production, refuses and names every required field in one German message", () => {
    const result = checkSiteConfigAtStart({ NODE_ENV: "production" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Der Server startet nicht \(NODE_ENV=production\)/);
    for (const field of requiredSiteConfigFields) expect(result.message).toContain(field);
    expect(result.message).toContain("SITE_CONFIG ist nicht gesetzt");
  });

  it("given a complete operator file in production, starts with its data", () => {
    const read = files({ [file]: JSON.stringify(operator) });
    expect(checkSiteConfigAtStart({ NODE_ENV: "production", SITE_CONFIG: "betreiber.json" }, read)).toEqual({
      ok: true,
      config: operator,
      file,
    });
  });

  it("given a file with .example addresses and a placeholder in production, names exactly those fields", () => {
    const config = {
      ...operator,
      contact: { ...operator.contact, email: "kontakt@firma.example" },
      hosting: { ...operator.hosting, provider: "TODO" },
    };
    const read = files({ [file]: JSON.stringify(config) });
    const result = checkSiteConfigAtStart({ NODE_ENV: "production", SITE_CONFIG: file }, read);
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining(
        `unter .example: contact.email, hosting.provider. Bitte korrigieren Sie diese Felder in ${file}.`,
      ),
    });
  });

  it("given the same incomplete file outside production, starts (the legal pages mark sample data)", () => {
    const config = { ...operator, contact: { ...operator.contact, email: "kontakt@firma.example" } };
    const read = files({ [file]: JSON.stringify(config) });
    expect(checkSiteConfigAtStart({ NODE_ENV: "development", SITE_CONFIG: file }, read)).toMatchObject({
      ok: true,
      config,
    });
  });

  it("given a file with missing fields, refuses in any mode and names them", () => {
    const { vatId: _vatId, ...company } = operator.company;
    const read = files({ [file]: JSON.stringify({ ...operator, company }) });
    for (const NODE_ENV of ["development", "production"]) {
      expect(checkSiteConfigAtStart({ NODE_ENV, SITE_CONFIG: file }, read)).toEqual({
        ok: false,
        message: `Die Betreiber-Konfiguration ${file} (SITE_CONFIG) ist ungültig. Fehlende, unbekannte oder falsche Felder: company.vatId.`,
      });
    }
  });

  it("given a missing file or one that is not JSON, refuses with the reason", () => {
    const missing = checkSiteConfigAtStart({ NODE_ENV: "development", SITE_CONFIG: "fehlt.json" }, files({}));
    expect(missing).toEqual({
      ok: false,
      message: expect.stringMatching(/kann nicht gelesen werden: ENOENT/),
    });
    const broken = checkSiteConfigAtStart(
      { NODE_ENV: "development", SITE_CONFIG: file },
      files({ [file]: "{ company: " }),
    );
    expect(broken).toEqual({ ok: false, message: expect.stringContaining("kein gültiges JSON") });
  });
});

describe("the server's start in production", () => {
  const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));
  let dataDir = "";
  afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const child = spawn(
      process.execPath,
      ["--conditions=@tischservice/source", "--import", "tsx", mainFile],
      {
        env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // It must never get this far; stop it if it does, so the test fails instead of hanging.
      if (output.includes("läuft auf")) child.kill();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    return new Promise((resolveExit) => child.on("exit", (code) => resolveExit({ code, output })));
  }

  it("given the demo's sample operator, exits with code 1 before listening and names the fields", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "ts-site-config-"));
    const configFile = join(dataDir, "betreiber.json");
    await writeFile(configFile, JSON.stringify(demoSiteConfig));
    const { code, output } = await start({
      NODE_ENV: "production",
      SITE_CONFIG: configFile,
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain("Der Server startet nicht (NODE_ENV=production)");
    expect(output).toContain("origin, company.registerNumber, company.vatId, contact.phone, contact.email");
    expect(output).not.toContain("läuft auf");
  });
});
