import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, waitFor } from "storybook/test";

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

function ContrastTable() {
  const [rows, setRows] = useState<{ fg: string; bg: string; use: string; min: number; ratio: number }[]>([]);
  useEffect(() => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!ctx) return;
    const style = getComputedStyle(document.documentElement);
    const value = (name: string) => style.getPropertyValue(`--${name}`).trim();
    setRows(pairs.map((p) => ({ ...p, ratio: contrast(value(p.fg), value(p.bg), ctx) })));
  }, []);
  return (
    <table className="w-full max-w-3xl border-collapse text-sm">
      <caption className="mb-3 text-start text-muted-foreground">
        WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and focus rings. Measured in the current theme.
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

const meta = {
  title: "Foundations/Colours",
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid gap-8">
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Palette</h2>
        <Palette />
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Kontrast</h2>
        <ContrastTable />
      </section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const everyPairPasses: Story["play"] = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll("tr[data-pass]").length).toBe(pairs.length));
  const failing = [...canvasElement.querySelectorAll("tr[data-pass='false']")].map((row) => row.textContent);
  await expect(failing).toEqual([]);
};

export const Light: Story = { play: everyPairPasses };
export const Dark: Story = { globals: { theme: "dark" }, play: everyPairPasses };
