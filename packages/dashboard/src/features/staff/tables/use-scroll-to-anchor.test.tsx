import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 500);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Tische opened at #table-combinations (the link from Einstellungen → Kapazität)", () => {
  it("scrolls the combinations section into view once the tables have loaded", async () => {
    const tables = Array.from({ length: 12 }, (_, i) =>
      tableRecord({ _id: `t-${i + 1}`, tableNumber: String(i + 1) }),
    );
    tablesOwnerApi(fakeTableServer(tables));
    await renderApp("/tables#table-combinations");
    const heading = page.getByRole("heading", { name: "Tischkombinationen" });
    await expect.element(heading).toBeInTheDocument();
    await expect.poll(() => heading.element().getBoundingClientRect().top).toBeLessThan(500);
    expect(heading.element().getBoundingClientRect().top).toBeGreaterThan(-1);
  });
});
