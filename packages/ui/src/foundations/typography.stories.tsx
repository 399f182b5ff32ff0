import type { Meta, StoryObj } from "@storybook/react-vite";

const scale = [
  { token: "--text-xs", className: "text-xs", size: "12 / 16 px", use: "Badges, captions" },
  { token: "--text-sm", className: "text-sm", size: "14 / 20 px", use: "Controls, body on desktop" },
  {
    token: "--text-base",
    className: "text-base",
    size: "16 / 24 px",
    use: "Body, inputs on phones (no zoom)",
  },
  { token: "--text-lg", className: "text-lg", size: "18 / 28 px", use: "Card and dialog titles" },
  { token: "--text-xl", className: "text-xl", size: "20 / 28 px", use: "Section titles" },
  { token: "--text-2xl", className: "text-2xl", size: "24 / 32 px", use: "Counters, page titles" },
  { token: "--text-3xl", className: "text-3xl", size: "30 / 36 px", use: "Landing headings" },
  { token: "--text-4xl", className: "text-4xl", size: "36 / 40 px", use: "Hero, prices" },
];

const meta = {
  title: "Foundations/Typography",
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid max-w-3xl gap-6">
      <p className="text-sm text-muted-foreground">
        Inter Variable, bundled with the package (<code>@fontsource-variable/inter</code>) and served by the
        app itself: no request to a font CDN. Weights 400, 500, 600 and 700.
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-border text-sm">
            <th className="py-2 text-start">Token</th>
            <th className="py-2 text-start">Größe / Zeilenhöhe</th>
            <th className="py-2 text-start">Beispiel</th>
          </tr>
        </thead>
        <tbody>
          {scale.map((row) => (
            <tr key={row.token} className="border-b border-border align-baseline">
              <td className="py-3 font-mono text-xs">{row.token}</td>
              <td className="py-3 text-sm text-muted-foreground">
                {row.size}
                <br />
                {row.use}
              </td>
              <td className={`py-3 ${row.className}`}>Tisch reservieren – Größere Gruppe?</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-1">
        <p className="font-normal">Normal 400 – Bitte füllen Sie alle Pflichtfelder aus.</p>
        <p className="font-medium">Medium 500 – Verfügbare Zeiten anzeigen</p>
        <p className="font-semibold">Semibold 600 – Reservierung erfolgreich bestätigt!</p>
        <p className="font-bold">Bold 700 – Heute</p>
      </div>
    </div>
  ),
} satisfies Meta;

export default meta;
export const Scale: StoryObj<typeof meta> = {};
export const Dark: StoryObj<typeof meta> = { globals: { theme: "dark" } };
