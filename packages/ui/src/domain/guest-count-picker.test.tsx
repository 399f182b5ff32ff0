import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { GuestCountPicker } from "./guest-count-picker.tsx";

describe("GuestCountPicker", () => {
  it("given no value, offers 1 to 15 with 2 chosen", async () => {
    const screen = await render(<GuestCountPicker />);
    await expect.element(screen.getByRole("button", { name: "1", exact: true })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "15" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "16" })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole("button", { name: "2", exact: true }))
      .toHaveAttribute("aria-pressed", "true");
  });

  it("given a larger group outside 16 to 30, ignores it", async () => {
    const onValueChange = vi.fn();
    const screen = await render(<GuestCountPicker onValueChange={onValueChange} />);
    await screen.getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("31");
    expect(onValueChange).not.toHaveBeenCalled();
    await screen.getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("16");
    expect(onValueChange).toHaveBeenLastCalledWith(16);
  });
});
