import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";

const steps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];
const radii = ["rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-2xl", "rounded-full"];
const shadows = ["shadow-xs", "shadow-sm", "shadow-md", "shadow-lg", "shadow-sheet"];
const breakpoints = [
  { token: "--breakpoint-md (md:)", size: "48rem = 768 px", use: "Mobile styling below; landing navigation" },
  { token: "--breakpoint-lg (lg:)", size: "64rem = 1024 px", use: "Desktop from here on" },
  { token: "--breakpoint-xl (xl:)", size: "81.25rem = 1300 px", use: "Wide layouts from here on" },
  {
    token: "sidebar: / bottombar:",
    size: "1024 px",
    use: "Sidebar (280/80 px) above 1024; bottom bar and Mehr sheet at 1024 and below",
  },
  {
    token: "settings-wide:",
    size: "1300 px",
    use: "Settings: two columns above 1300, one column up to 1300",
  },
];

/** One group of tokens under its heading. */
function TokenSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const meta = {
  title: "Foundations/Spacing, radii, shadows, breakpoints",
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid max-w-3xl gap-10">
      <section className="grid gap-2">
        <h2 className="text-xl font-semibold">Spacing</h2>
        <p className="text-sm text-muted-foreground">
          One step (--spacing) is 4 px: p-4 = 16 px, gap-2 = 8 px.
        </p>
        {steps.map((step) => (
          <div key={step} className="flex items-center gap-3 text-sm">
            <span className="w-16 font-mono text-xs">{step}</span>
            <span className="h-4 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
            <span className="text-muted-foreground">{step * 4} px</span>
          </div>
        ))}
      </section>
      <TokenSection title="Radien">
        <div className="flex flex-wrap gap-4">
          {radii.map((r) => (
            <div key={r} className="grid justify-items-center gap-1 text-xs">
              <span className={`size-16 border-2 border-primary-strong bg-primary-soft ${r}`} />
              <span className="font-mono">{r}</span>
            </div>
          ))}
        </div>
      </TokenSection>
      <TokenSection title="Schatten">
        <div className="flex flex-wrap gap-6">
          {shadows.map((s) => (
            <div
              key={s}
              className={`flex size-24 items-center justify-center rounded-lg bg-card font-mono text-xs ${s}`}
            >
              {s}
            </div>
          ))}
        </div>
      </TokenSection>
      <TokenSection title="Breakpoints">
        <table className="w-full border-collapse text-sm">
          <tbody>
            {breakpoints.map((b) => (
              <tr key={b.token} className="border-b border-border">
                <td className="py-2 font-mono text-xs">{b.token}</td>
                <td className="py-2 tabular-nums">{b.size}</td>
                <td className="py-2">{b.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TokenSection>
      <TokenSection title="Fokus">
        <p className="text-sm text-muted-foreground">
          Every interactive element shows the focus ring (utility <code>focus-ring</code>): 2 px in --ring,
          offset 2 px.
        </p>
        <button type="button" className="focus-ring w-fit rounded-md border border-input px-4 py-2 text-sm">
          Mit Tab fokussieren
        </button>
      </TokenSection>
    </div>
  ),
} satisfies Meta;

export default meta;
export const Overview: StoryObj<typeof meta> = {};
