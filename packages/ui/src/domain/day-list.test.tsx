import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { DayList } from "./day-list.tsx";

const item = (id: string, time: string) => ({
  id,
  customerName: `Gast ${id}`,
  timeSlot: time,
  guests: 2,
  status: "confirmed",
});

describe("DayList", () => {
  it("given more items than maxItems, shows the first ones and '... und N weitere'", async () => {
    const items = ["1", "2", "3", "4", "5", "6"].map((id, i) => item(id, `1${i}:00`));
    const screen = await render(<DayList date="2025-05-16" items={items} maxItems={4} />);
    await expect.element(screen.getByText("... und 2 weitere")).toBeVisible();
    await expect.element(screen.getByText("Gast 5")).not.toBeInTheDocument();
  });

  it("given a date, heads the list with the long German date", async () => {
    const screen = await render(<DayList date="2025-05-16" items={[]} />);
    await expect.element(screen.getByRole("heading", { name: "Freitag, 16. Mai 2025" })).toBeVisible();
  });
});
