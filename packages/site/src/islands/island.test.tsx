import { useId, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { hydrateIslands } from "./hydrate-islands.tsx";
import { Island } from "./island.tsx";
import { renderWithIslands } from "./render-with-islands.tsx";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <button type="button" id={id} onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

function NameForm() {
  const [sent, setSent] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get("name")));
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <button type="submit">Senden</button>
      {sent ? <p role="status">Gesendet: {sent}</p> : null}
    </form>
  );
}

function Page() {
  return (
    <main>
      <h1>Statisch</h1>
      <button type="button" onClick={() => document.body.append("static handler ran")}>
        Ohne Skript
      </button>
      <Island name="first" component={Counter} props={{ label: "Erste" }} />
      <Island name="second" as="li" component={Counter} props={{ label: "Zweite" }} />
      <Island name="form" component={NameForm} props={{}} />
    </main>
  );
}

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
  vi.restoreAllMocks();
});

/** The page as the prerender writes it, in the document, before any script ran. */
function prerendered(): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderWithIslands(<Page />);
  document.body.append(container);
  return container;
}

describe("islands", () => {
  it("given a page, prerenders the static parts once and each island in its root with its props", () => {
    const root = prerendered();
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    const first = root.querySelector<HTMLElement>('[data-island="first"]');
    expect(first?.tagName).toBe("DIV");
    expect(first?.dataset.props).toBe(JSON.stringify({ label: "Erste" }));
    expect(first?.textContent).toBe("Erste 0");
    expect(root.querySelector('[data-island="second"]')?.tagName).toBe("LI");
    expect(root.innerHTML).not.toContain("<!--island:");
    // Each island has its own id prefix, so ids never collide.
    const ids = [...root.querySelectorAll("button[id]")].map((button) => button.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("given the registry, hydrates only its islands without a mismatch and leaves the rest static", async () => {
    const errors = vi.spyOn(console, "error");
    const root = prerendered();
    const before = root.querySelector('[data-island="first"] button');
    hydrateIslands({ first: Counter }, root);
    const first = page.getByRole("button", { name: "Erste 0" });
    await expect
      .poll(() => root.querySelector<HTMLElement>('[data-island="first"]')?.dataset.hydrated)
      .toBe("true");
    await first.click();
    await expect.element(page.getByRole("button", { name: "Erste 1" })).toBeVisible();
    // Hydrated in place: the prerendered element is kept.
    expect(root.querySelector('[data-island="first"] button')).toBe(before);
    await page.getByRole("button", { name: "Zweite 0" }).click();
    await expect.element(page.getByRole("button", { name: "Zweite 0" })).toBeVisible();
    await page.getByRole("button", { name: "Ohne Skript" }).click();
    expect(document.body.textContent).not.toContain("static handler ran");
    expect(errors).not.toHaveBeenCalled();
  });

  it("given a deferred island, loads it at once from its own chunk and hydrates it when loaded, out of view", async () => {
    const root = prerendered();
    const second = root.querySelector<HTMLElement>('[data-island="second"]');
    if (!second) throw new Error("Insel fehlt");
    second.style.marginTop = "5000px";
    let release: (component: typeof Counter) => void = () => {};
    const afterStart = vi.fn(() => new Promise<typeof Counter>((resolve) => (release = resolve)));
    hydrateIslands({ second: { afterStart } }, root);
    expect(afterStart).toHaveBeenCalledTimes(1);
    expect(second.dataset.hydrated).toBeUndefined();
    release(Counter);
    await expect.poll(() => second.dataset.hydrated).toBe("true");
    second.querySelector("button")?.click();
    await expect.poll(() => second.textContent).toBe("Zweite 1");
  });

  it("given a lazy island, loads and hydrates it on first focus and sends a form submitted before that", async () => {
    const root = prerendered();
    const formIsland = root.querySelector<HTMLElement>('[data-island="form"]');
    if (!formIsland) throw new Error("Insel fehlt");
    // Out of view: only focus or touch starts it.
    formIsland.style.marginTop = "5000px";
    let release: (component: typeof NameForm) => void = () => {};
    const whenVisible = vi.fn(() => new Promise<typeof NameForm>((resolve) => (release = resolve)));
    hydrateIslands({ form: { whenVisible } }, root);
    expect(whenVisible).not.toHaveBeenCalled();
    await page.getByRole("textbox", { name: "Name" }).fill("Jonas");
    expect(whenVisible).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    expect(location.search).not.toContain("name=Jonas");
    release(NameForm);
    await expect.element(page.getByRole("status")).toHaveTextContent("Gesendet: Jonas");
    expect(whenVisible).toHaveBeenCalledTimes(1);
  });
});
