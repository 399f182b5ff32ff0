import { options } from "preact";
import { render, useState } from "preact/compat";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import {
  Banner,
  Button,
  FormField,
  GuestCountPicker,
  Input,
  Spinner,
  StatusBadge,
  TimeSlotGrid,
} from "../src/widget-safe.ts";

let root: HTMLDivElement;
const renderedTypes = new Set<unknown>();
const previousVnodeHook = options.vnode;

beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
  // Every vnode Preact creates passes here: proof that Preact, not React, renders the components.
  options.vnode = (vnode) => {
    renderedTypes.add(vnode.type);
    previousVnodeHook?.(vnode);
  };
});

afterEach(() => {
  render(null, root);
  root.remove();
  options.vnode = previousVnodeHook;
});

function Picker() {
  const [time, setTime] = useState<string | null>(null);
  return (
    <TimeSlotGrid
      aria-label="Verfügbare Zeiten"
      value={time}
      onSelect={setTime}
      slots={[
        { time: "18:00", available: true },
        { time: "18:30", available: false, status: "Ausgebucht" },
      ]}
    />
  );
}

describe("widget-safe subset under preact/compat", () => {
  it("given every component of the subset, renders them with Preact", async () => {
    render(
      <div>
        <FormField label="Name" required error="Bitte füllen Sie alle Pflichtfelder aus.">
          <Input />
        </FormField>
        <Button loading loadingText="Wird gesendet...">
          Senden
        </Button>
        <Banner tone="success">Gespeichert</Banner>
        <Spinner />
        <StatusBadge status="confirmed" />
        <GuestCountPicker />
        <TimeSlotGrid slots={[{ time: "18:00", available: true }]} />
      </div>,
      root,
    );
    for (const component of [
      FormField,
      Input,
      Button,
      Banner,
      Spinner,
      StatusBadge,
      GuestCountPicker,
      TimeSlotGrid,
    ]) {
      expect(renderedTypes.has(component)).toBe(true);
    }
    await expect
      .element(page.getByRole("textbox", { name: "Name" }))
      .toHaveAccessibleDescription("Bitte füllen Sie alle Pflichtfelder aus.");
    await expect
      .element(page.getByRole("button", { name: "Wird gesendet..." }))
      .toHaveAttribute("aria-busy", "true");
    await expect.element(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
    await expect.element(page.getByText("Bestätigt")).toBeVisible();
  });

  it("given a guest count click, updates state through Preact's hooks", async () => {
    const onValueChange = vi.fn();
    render(<GuestCountPicker onValueChange={onValueChange} />, root);
    await expect
      .element(page.getByRole("button", { name: "2", exact: true }))
      .toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "6", exact: true }).click();
    await expect
      .element(page.getByRole("button", { name: "6", exact: true }))
      .toHaveAttribute("aria-pressed", "true");
    expect(onValueChange).toHaveBeenCalledWith(6);
    await page.getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("18");
    expect(onValueChange).toHaveBeenLastCalledWith(18);
  });

  it("given a slot is picked, reports it and marks it chosen", async () => {
    render(<Picker />, root);
    await page.getByRole("button", { name: /18:00/ }).click();
    await expect.element(page.getByRole("button", { name: /18:00/ })).toHaveAttribute("aria-pressed", "true");
    await expect
      .element(page.getByRole("button", { name: /18:30/ }))
      .toHaveAccessibleDescription("Ausgebucht");
  });

  it("given a form, the Button submits it", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Reservieren</Button>
      </form>,
      root,
    );
    await page.getByRole("button", { name: "Reservieren" }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
