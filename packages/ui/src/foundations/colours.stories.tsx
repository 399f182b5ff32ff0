import type { Meta, StoryObj } from "@storybook/react-vite";
import { type RefObject, useEffect, useRef, useState } from "react";
import { expect, waitFor } from "storybook/test";

type Theme = "light" | "dark";

/** Text (4.5:1) and non-text (3:1) pairs of the tokens; each is measured live in the current theme. */
const pairs: { fg: string; bg: string; use: string; min: number }[] = [
  { fg: "foreground", bg: "background", use: "Body text", min: 4.5 },
  { fg: "card-foreground", bg: "card", use: "Text on cards", min: 4.5 },
  { fg: "primary-foreground", bg: "primary", use: "Text on gold (primary button)", min: 4.5 },
  { fg: "primary-strong", bg: "background", use: "Gold text, links", min: 4.5 },
  { fg: "primary-strong", bg: "card", use: "Gold text on cards", min: 4.5 },
  { fg: "foreground", bg: "primary-soft", use: "Selected day", min: 4.5 },
  { fg: "secondary-foreground", bg: "secondary", use: "Secondary button", min: 4.5 },
  { fg: "muted-foreground", bg: "background", use: "Hints", min: 4.5 },
  { fg: "muted-foreground", bg: "muted", use: "Hints on muted (closed days)", min: 4.5 },
  { fg: "muted-foreground", bg: "card", use: "Hints on cards", min: 4.5 },
  { fg: "destructive-foreground", bg: "destructive", use: "Destructive button", min: 4.5 },
  { fg: "destructive-strong", bg: "destructive-soft", use: "Error banner", min: 4.5 },
  { fg: "destructive-strong", bg: "background", use: "Error text", min: 4.5 },
  { fg: "success-strong", bg: "success-soft", use: "Success banner", min: 4.5 },
  { fg: "warning-strong", bg: "warning-soft", use: "Warning / validation", min: 4.5 },
  { fg: "warning-foreground", bg: "warning", use: "Count badge", min: 4.5 },
  { fg: "info-strong", bg: "info-soft", use: "Info banner", min: 4.5 },
  { fg: "status-confirmed-strong", bg: "status-confirmed-soft", use: "Bestätigt (gold)", min: 4.5 },
  { fg: "status-arrived-strong", bg: "status-arrived-soft", use: "Angekommen (blue)", min: 4.5 },
  { fg: "status-seated-strong", bg: "status-seated-soft", use: "Platziert (green)", min: 4.5 },
  { fg: "status-pending-strong", bg: "status-pending-soft", use: "Ausstehend (orange)", min: 4.5 },
  { fg: "status-cancelled-strong", bg: "status-cancelled-soft", use: "Storniert (red)", min: 4.5 },
  { fg: "status-declined-strong", bg: "status-declined-soft", use: "Abgelehnt (red)", min: 4.5 },
  { fg: "status-completed-strong", bg: "status-completed-soft", use: "Abgeschlossen (grey)", min: 4.5 },
  { fg: "input", bg: "background", use: "Field borders (non-text)", min: 3 },
  { fg: "input", bg: "card", use: "Field borders on cards (non-text)", min: 3 },
  { fg: "ring", bg: "background", use: "Focus ring (non-text)", min: 3 },
  { fg: "ring", bg: "card", use: "Focus ring on cards (non-text)", min: 3 },
];

/** Resolves any CSS colour to sRGB through a 1x1 canvas, then WCAG relative luminance. */
function luminance(color: string, ctx: CanvasRenderingContext2D): number {
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 1, 1);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string, ctx: CanvasRenderingContext2D): number {
  const [hi, lo] = [luminance(a, ctx), luminance(b, ctx)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The pairs measured in the tokens of the element `scope` (its own theme, not the page's). */
function ContrastTable({ scope }: { scope: RefObject<HTMLElement | null> }) {
  const [rows, setRows] = useState<{ fg: string; bg: string; use: string; min: number; ratio: number }[]>([]);
  useEffect(() => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!ctx || !scope.current) return;
    const style = getComputedStyle(scope.current);
    const value = (name: string) => style.getPropertyValue(`--${name}`).trim();
    setRows(pairs.map((p) => ({ ...p, ratio: contrast(value(p.fg), value(p.bg), ctx) })));
  }, [scope]);
  return (
    <table className="w-full max-w-3xl border-collapse text-sm">
      <caption className="mb-3 text-start text-muted-foreground">
        WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and focus rings. Measured in this panel's theme.
      </caption>
      <thead>
        <tr className="border-b border-border text-start">
          <th className="py-2 text-start">Beispiel</th>
          <th className="py-2 text-start">Tokens</th>
          <th className="py-2 text-start">Verwendung</th>
          <th className="py-2 text-end">Kontrast</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const pass = row.ratio >= row.min;
          return (
            <tr key={`${row.fg}-${row.bg}`} data-pass={pass} className="border-b border-border">
              <td className="py-2">
                <span
                  className="inline-flex h-9 w-24 items-center justify-center rounded-md border-2 font-semibold"
                  style={{
                    background: `var(--${row.bg})`,
                    color: `var(--${row.fg})`,
                    borderColor: `var(--${row.fg})`,
                  }}
                >
                  {row.min >= 4.5 ? "Aa" : null}
                </span>
              </td>
              <td className="py-2 font-mono text-xs">
                --{row.fg}
                <br />
                on --{row.bg}
              </td>
              <td className="py-2">{row.use}</td>
              <td className="py-2 text-end font-semibold tabular-nums">
                {row.ratio.toFixed(2)}:1 {pass ? "✓" : "✗"}{" "}
                <span className="text-xs text-muted-foreground">(≥ {row.min})</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const swatches = [
  "background",
  "card",
  "primary",
  "primary-strong",
  "primary-soft",
  "secondary",
  "muted",
  "accent",
  "border",
  "input",
  "ring",
  "destructive",
  "success",
  "warning",
  "status-confirmed",
  "status-pending",
  "status-cancelled",
  "status-completed",
];

function Palette() {
  return (
    <ul className="m-0 grid max-w-3xl list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 md:grid-cols-6">
      {swatches.map((name) => (
        <li key={name} className="grid gap-1 text-xs">
          <span className="h-12 rounded-md border border-border" style={{ background: `var(--${name})` }} />
          <span className="font-mono">--{name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One theme's palette and contrast table. The theme is scoped to this panel (class `light` or `dark`),
 * so on the docs page, where both stories share one <html>, each shows its own tokens.
 */
function ThemePanel({ theme }: { theme: Theme }) {
  const scope = useRef<HTMLElement>(null);
  return (
    <section
      ref={scope}
      data-theme-panel={theme}
      aria-label={theme === "dark" ? "Dunkel" : "Hell"}
      className={`${theme} grid gap-8 rounded-xl bg-background p-6 text-foreground`}
    >
      <div className="grid gap-3">
        <h2 className="text-xl font-semibold">Palette ({theme === "dark" ? "Dunkel" : "Hell"})</h2>
        <Palette />
      </div>
      <div className="grid gap-3">
        <h2 className="text-xl font-semibold">Kontrast</h2>
        <ContrastTable scope={scope} />
      </div>
    </section>
  );
}

const meta = {
  title: "Foundations/Colours",
  parameters: { layout: "padded" },
  args: { theme: "light" as Theme },
  render: ({ theme }: { theme: Theme }) => <ThemePanel theme={theme} />,
} satisfies Meta<{ theme: Theme }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The background's luminance in a panel: above 0.5 is a light page, below a dark one. */
function panelLuminance(panel: Element): number {
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no canvas");
  return luminance(getComputedStyle(panel).backgroundColor, ctx);
}

function everyPairPasses(theme: Theme): Story["play"] {
  return async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll("tr[data-pass]").length).toBe(pairs.length));
    const failing = [...canvasElement.querySelectorAll("tr[data-pass='false']")].map(
      (row) => row.textContent,
    );
    await expect(failing).toEqual([]);
    // The panel keeps its own theme whatever the page's is (the docs page renders both stories on one page).
    const panel = canvasElement.querySelector(`[data-theme-panel='${theme}']`);
    if (!panel) throw new Error("no panel");
    const root = document.documentElement.classList;
    const pageWasDark = root.contains("dark");
    for (const pageDark of [true, false]) {
      root.toggle("dark", pageDark);
      const light = panelLuminance(panel) > 0.5;
      await expect({ pageDark, light }).toEqual({ pageDark, light: theme === "light" });
    }
    root.toggle("dark", pageWasDark);
  };
}

export const Light: Story = { args: { theme: "light" }, play: everyPairPasses("light") };
export const Dark: Story = {
  args: { theme: "dark" },
  globals: { theme: "dark" },
  play: everyPairPasses("dark"),
};

/** Both themes next to each other, each in its own tokens. */
export const SideBySide: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <div className="grid gap-4 p-4 xl:grid-cols-2">
      <ThemePanel theme="light" />
      <ThemePanel theme="dark" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const light = canvasElement.querySelector("[data-theme-panel='light']");
    const dark = canvasElement.querySelector("[data-theme-panel='dark']");
    if (!light || !dark) throw new Error("no panels");
    await expect(panelLuminance(light)).toBeGreaterThan(0.5);
    await expect(panelLuminance(dark)).toBeLessThan(0.5);
  },
};
