import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeTestFolders, replacesModules } from "../../../../vitest.node-isolation.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** The node projects' test files (`nodeTests`), relative to the repository. */
function nodeTestFiles(): string[] {
  return nodeTestFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => `${folder}/${file}`),
  );
}

describe("node test isolation", () => {
  it("given the node projects' test files, lists every one that replaces a module as isolated", () => {
    const files = nodeTestFiles();
    expect(files.length).toBeGreaterThan(100);
    const replacing = files.filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(replacing.sort()).toEqual([...replacesModules].sort());
  });
});
