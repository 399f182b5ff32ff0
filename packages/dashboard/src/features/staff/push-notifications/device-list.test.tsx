import { pushDeviceSchema } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { DeviceList } from "./device-list.tsx";

const devices = [
  { _id: "d-1", label: "Chrome auf Android", platform: "web", created_at: "2026-05-13T08:00:00Z" },
  { _id: "d-2", label: "Safari auf iPhone", platform: "web", created_at: "2026-05-14T07:30:00Z" },
].map((device) => pushDeviceSchema.parse(device));

const props = { devices, failed: false, onRetry: vi.fn(), onRemove: vi.fn(), removingId: null };

describe("DeviceList ('Ihre Geräte')", () => {
  it("given two devices, names each with the date added and removes the chosen one", async () => {
    const onRemove = vi.fn();
    const { container } = await render(<DeviceList {...props} onRemove={onRemove} />);
    await expect.element(page.getByText("Chrome auf Android")).toBeVisible();
    await expect.element(page.getByText("Hinzugefügt am 14.05.2026")).toBeVisible();
    const remove = page.getByRole("button", { name: "Safari auf iPhone entfernen" });
    await expect.element(remove).toHaveAccessibleDescription("Hinzugefügt am 14.05.2026");
    await remove.click();
    expect(onRemove).toHaveBeenCalledWith("d-2");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("given no devices, says so", async () => {
    const { container } = await render(<DeviceList {...props} devices={[]} />);
    await expect.element(page.getByText("Sie haben noch kein Gerät registriert.")).toBeVisible();
    expect(page.getByRole("button").elements()).toHaveLength(0);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("given the list is loading, announces it", async () => {
    const { container } = await render(<DeviceList {...props} devices={null} />);
    await expect.element(page.getByRole("status")).toHaveTextContent("Ihre Geräte werden geladen...");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("given loading failed, says so and loads again on request", async () => {
    const onRetry = vi.fn();
    const { container } = await render(<DeviceList {...props} devices={null} failed onRetry={onRetry} />);
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Ihre Geräte konnten nicht geladen werden.");
    await page.getByRole("button", { name: "Erneut laden" }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("given one device being removed, marks its button busy and holds the others", async () => {
    const onRemove = vi.fn();
    const { container } = await render(<DeviceList {...props} removingId="d-1" onRemove={onRemove} />);
    const busy = page.getByRole("button", { name: "Chrome auf Android entfernen" });
    await expect.element(busy).toHaveAttribute("aria-busy", "true");
    await expect.element(page.getByRole("button", { name: "Safari auf iPhone entfernen" })).toBeDisabled();
    // A click while busy (aria-disabled, still focusable) is ignored.
    (busy.element() as HTMLElement).click();
    expect(onRemove).not.toHaveBeenCalled();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
