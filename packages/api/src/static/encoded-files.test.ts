import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { EncodedFiles } from "./encoded-files.ts";

const dir = await mkdtemp(join(tmpdir(), "ts-encoded-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  const info = await stat(path);
  return { path, size: info.size, mtimeMs: info.mtimeMs };
}

describe("encoded files", () => {
  it("given a file, keeps its bytes and makes its gzip form once", async () => {
    const files = new EncodedFiles();
    const a = await file("a.js", "const a = 1;\n".repeat(200));
    const bytes = await files.bytes(a.path, a.size, a.mtimeMs);
    expect(bytes?.toString()).toBe("const a = 1;\n".repeat(200));
    const gzip = await files.gzip(a.path, a.size, a.mtimeMs);
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).toString()).toBe("const a = 1;\n".repeat(200));
    expect(await files.gzip(a.path, a.size, a.mtimeMs)).toBe(gzip);
    expect(files.keptBytes).toBe(a.size + (gzip?.byteLength ?? 0));
  });

  it("given more than it may keep, drops the least recently used files first", async () => {
    const a = await file("lru-a.js", "a".repeat(400));
    const b = await file("lru-b.js", "b".repeat(400));
    const c = await file("lru-c.js", "c".repeat(400));
    const files = new EncodedFiles(1000);
    await files.bytes(a.path, a.size, a.mtimeMs);
    await files.bytes(b.path, b.size, b.mtimeMs);
    // a is used again, so b is the least recently used when c comes.
    const keptA = await files.bytes(a.path, a.size, a.mtimeMs);
    await files.bytes(c.path, c.size, c.mtimeMs);
    expect(files.keptBytes).toBe(800);
    expect(await files.bytes(a.path, a.size, a.mtimeMs)).toBe(keptA);
  });

  it("given a file whose size or time no longer match, reads it again", async () => {
    const files = new EncodedFiles();
    const first = await file("changed.js", "eins");
    expect((await files.bytes(first.path, first.size, first.mtimeMs))?.toString()).toBe("eins");
    const second = await file("changed.js", "zwei, länger");
    expect((await files.bytes(second.path, second.size, second.mtimeMs))?.toString()).toBe("zwei, länger");
    expect(files.keptBytes).toBe(second.size);
  });
});
