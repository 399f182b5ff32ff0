import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "./button.tsx";
import { Toaster, type ToastTone, toastDurations, useToast } from "./toaster.tsx";

function Trigger({ tone }: { tone: ToastTone }) {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: "Meldung", tone })}>Zeigen</Button>;
}

function Lonely() {
  useToast();
  return null;
}

describe("Toaster", () => {
  it("given the display times, validation lasts 3 s and errors 5 s", () => {
    expect(toastDurations.validation).toBe(3000);
    expect(toastDurations.error).toBe(5000);
  });

  it("given a validation toast, hides it after 3 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const screen = await render(
        <Toaster>
          <Trigger tone="validation" />
        </Toaster>,
      );
      await screen.getByRole("button", { name: "Zeigen" }).click();
      await expect.element(page.getByText("Meldung")).toBeVisible();
      // Radix pauses toasts while the window is blurred (other test pages may hold the focus).
      window.dispatchEvent(new FocusEvent("focus"));
      vi.advanceTimersByTime(2900);
      await expect.element(page.getByText("Meldung")).toBeVisible();
      vi.advanceTimersByTime(200);
      await expect.element(page.getByText("Meldung")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("given no Toaster, useToast explains what is missing", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(render(<Lonely />)).rejects.toThrow("useToast() needs a <Toaster> above it.");
    spy.mockRestore();
  });
});
