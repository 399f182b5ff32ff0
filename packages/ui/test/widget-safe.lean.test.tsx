import { options } from "preact";
import { useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { GuestPicker, Notice, PlainButton, SlotGrid, TextField } from "../src/widget-safe.ts";

// `react` and `react-dom/client` are preact/compat here (vitest.lean.config.ts), as in widget.js.
let container: HTMLDivElement;
let root: Root;
const renderedTypes = new Set<unknown>();
let previousVnodeHook: typeof options.vnode;

const texts = {
  guestsLabel: "Personen",
  largerGroupLabel: "Größere Gruppe?",
  largerGroupPlaceholder: "z.B. 21",
  noSlots: "Keine Zeiten verfügbar",
  slotUnavailable: "Ausgebucht",
  availableMark: "✓ Verfügbar",
  unavailableMark: "✗ Ausgebucht",
  statusText: (status: string) => status,
};

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  previousVnodeHook = options.vnode;
  // Every vnode Preact creates passes here: proof that Preact, not React, renders the components.
  options.vnode = (vnode) => {
    renderedTypes.add(vnode.type);
    previousVnodeHook?.(vnode);
  };
});

afterEach(() => {
  root.unmount();
  container.remove();
  options.vnode = previousVnodeHook;
});

function Guests({ onChange }: { onChange: (guests: number) => void }) {
  const [guests, setGuests] = useState(2);
  return (
    <GuestPicker
      t={texts}
      value={guests}
      onChange={(next) => {
        setGuests(next);
        onChange(next);
      }}
    />
  );
}

function Slots({ onSelect }: { onSelect: (time: string) => void }) {
  const [time, setTime] = useState<string | null>(null);
  return (
    <>
      <h3 id="slots-heading">Verfügbare Zeiten</h3>
      <SlotGrid
        t={texts}
        labelledBy="slots-heading"
        value={time}
        onSelect={(next) => {
          setTime(next);
          onSelect(next);
        }}
        slots={[
          { time: "18:00", available: true, status: "" },
          { time: "18:30", available: false, status: "Keine passenden Tische" },
        ]}
      />
    </>
  );
}

describe("widget-safe subset under preact/compat", () => {
  it("given every component of the subset, renders each with Preact", async () => {
    root.render(
      <div>
        <TextField label="Name" required error="Bitte geben Sie einen Namen ein." />
        <PlainButton busy>Reservieren</PlainButton>
        <Notice tone="error">Keine Verbindung</Notice>
        <GuestPicker t={texts} value={2} onChange={() => {}} />
        <SlotGrid t={texts} labelledBy="none" value={null} onSelect={() => {}} slots={[]} />
      </div>,
    );
    await expect.element(page.getByText("Keine Zeiten verfügbar")).toBeVisible();
    for (const component of [TextField, PlainButton, Notice, GuestPicker, SlotGrid]) {
      expect(renderedTypes.has(component)).toBe(true);
    }
    const name = page.getByRole("textbox", { name: "Name" });
    await expect.element(name).toHaveAccessibleDescription("Bitte geben Sie einen Namen ein.");
    await expect.element(name).toHaveAttribute("aria-invalid", "true");
    await expect.element(name).toBeRequired();
    await expect
      .element(page.getByRole("button", { name: "Reservieren" }))
      .toHaveAttribute("aria-disabled", "true");
    await expect.element(page.getByRole("alert")).toHaveTextContent("Keine Verbindung");
  });

  it("given a guest count click and a typed larger group, reports each through Preact's hooks", async () => {
    const onChange = vi.fn();
    root.render(<Guests onChange={onChange} />);
    await page.getByRole("button", { name: "6", exact: true }).click();
    await expect
      .element(page.getByRole("button", { name: "6", exact: true }))
      .toHaveAttribute("aria-pressed", "true");
    expect(onChange).toHaveBeenCalledWith(6);
    // React's onChange fires on every keystroke; preact/compat maps it to the DOM's `input` event.
    await page.getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("18");
    expect(onChange).toHaveBeenLastCalledWith(18);
    await expect
      .element(page.getByRole("button", { name: "6", exact: true }))
      .toHaveAttribute("aria-pressed", "false");
  });

  it("given a slot is picked, reports it and marks it chosen; an unavailable one says why and is not picked", async () => {
    const onSelect = vi.fn();
    root.render(<Slots onSelect={onSelect} />);
    // aria-disabled, not disabled: it stays focusable and clickable, and a click picks nothing.
    (page.getByRole("button", { name: /18:30/ }).element() as HTMLElement).click();
    expect(onSelect).not.toHaveBeenCalled();
    await expect
      .element(page.getByRole("button", { name: /18:30/ }))
      .toHaveAccessibleDescription("Keine passenden Tische");
    await page.getByRole("button", { name: /18:00/ }).click();
    expect(onSelect).toHaveBeenCalledWith("18:00");
    await expect.element(page.getByRole("button", { name: /18:00/ })).toHaveAttribute("aria-pressed", "true");
    await expect.element(page.getByRole("group", { name: "Verfügbare Zeiten" })).toBeVisible();
  });

  it("given a form, the PlainButton submits it", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    root.render(
      <form onSubmit={onSubmit}>
        <PlainButton type="submit">Weiter</PlainButton>
      </form>,
    );
    await page.getByRole("button", { name: "Weiter" }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
