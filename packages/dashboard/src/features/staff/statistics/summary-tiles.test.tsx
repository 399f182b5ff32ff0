import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";
import { SummaryTiles } from "./summary-tiles.tsx";

const summary = demoStatistics().summary;

describe("SummaryTiles", () => {
  it("given seated guests with known stays, shows the seated covers and the average stay in minutes", async () => {
    const screen = await render(
      <SummaryTiles summary={{ ...summary, seatedGuests: 14, averageStayMinutes: 95 }} />,
    );
    const seated = screen.getByText("Platzierte Gäste").element().closest("dl");
    const stay = screen.getByText("Ø Verweildauer").element().closest("dl");
    expect(seated?.textContent).toContain("14");
    expect(stay?.textContent).toContain("95 Min.");
  });

  it("given no visit with a known stay, shows a dash instead of a number", async () => {
    const screen = await render(
      <SummaryTiles summary={{ ...summary, seatedGuests: 0, averageStayMinutes: null }} />,
    );
    const stay = screen.getByText("Ø Verweildauer").element().closest("dl");
    expect(stay?.querySelector("dd")?.textContent).toBe("–");
  });
});
