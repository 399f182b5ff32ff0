import { useId, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, expect, it } from "vitest";

// `react` and `react-dom/client` are ui's Preact runtime here (vitest.lean.config.ts), as in widget.js and
// in the site's islands. Its one addition to preact/compat: React's per-root `identifierPrefix`.
const roots: Root[] = [];
const containers: HTMLElement[] = [];

function container(html = "") {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  for (const element of containers.splice(0)) element.remove();
});

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
    </section>
  );
}

const headingIds = () => [...document.querySelectorAll("h2")].map((heading) => heading.id);

it("given two roots with their own prefixes, hands out different ids with the prefix first", async () => {
  roots.push(createRoot(container(), { identifierPrefix: "banner-" }));
  roots.push(createRoot(container(), { identifierPrefix: "partners-" }));
  roots[0]?.render(<Labelled text="Cookies" />);
  roots[1]?.render(<Labelled text="Trattoria Demo" />);
  await expect.poll(headingIds).toHaveLength(2);
  const [banner = "", partners = ""] = headingIds();
  expect(banner).toMatch(/^banner-/);
  expect(partners).toMatch(/^partners-/);
  // Without the prefixes both roots would count from the same first id.
  expect(banner.slice("banner-".length)).toBe(partners.slice("partners-".length));
});

function Toggle() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      {open && <p id={id}>Offen</p>}
    </div>
  );
}

it("given prerendered HTML, hydrates it in place with the root's prefix", async () => {
  const element = container('<div><button type="button">Öffnen</button></div>');
  const button = element.querySelector("button");
  roots.push(hydrateRoot(element, <Toggle />, { identifierPrefix: "demo-form-" }));
  // Hydrated: the prerendered button is kept and gets its handler.
  // Clicked until hydration has attached the handler (it runs in the next tick).
  await expect
    .poll(() => {
      button?.click();
      return element.querySelector("p")?.id;
    })
    .toMatch(/^demo-form-/);
  expect(element.querySelector("button")).toBe(button);
});
