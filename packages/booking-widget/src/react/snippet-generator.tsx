import { PlainButton, TextField } from "@tischservice/ui/widget-safe";
import { type ReactNode, useId, useState } from "react";
import { createSnippet, type SnippetOptions } from "../snippet.ts";
import { BookingWidget } from "./booking-widget.tsx";

export interface SnippetGeneratorProps {
  /** Origin of the Tischservice server the snippet points at. */
  origin: string;
  restaurantId: string;
  /** The restaurant's slug: the code then links to its booking page for visitors without JavaScript. */
  slug?: string;
  /** Shows the widget below the code (off in tests that have no API). */
  preview?: boolean;
  /**
   * Shown under "Vorschau" instead of the widget, e.g. while the restaurant has no tables: the widget
   * would offer only fully booked times there.
   */
  previewNotice?: ReactNode;
  /** Called with the snippet after it was copied to the clipboard. */
  onCopy?: (snippet: string) => void;
}

const texts = {
  heading: "Website-Integration",
  intro: "Fügen Sie diese eine Zeile in Ihre Website ein, dort wo das Reservierungsformular erscheinen soll.",
  mode: "Darstellung",
  inline: "Im Seiteninhalt",
  button: "Schwebender Button",
  color: "Farbe",
  language: "Sprache",
  german: "Deutsch",
  english: "Englisch",
  code: "Ihr Code",
  copy: "Code kopieren",
  copied: "Kopiert",
  preview: "Vorschau",
  buttonPreview:
    "So erscheint der Button unten rechts auf Ihrer Website. Probieren Sie ihn aus: Er öffnet das Reservierungsformular.",
} as const; // our own wording

/** The widget's own primary colour (the brand gold), left out of the snippet. */
const defaultColor = "#d4a72c";

/** The dashboard card "Website-Integration": options, the snippet, a copy button and a live preview. */
export function SnippetGenerator({
  origin,
  restaurantId,
  slug,
  preview = true,
  previewNotice,
  onCopy,
}: SnippetGeneratorProps) {
  const [mode, setMode] = useState<NonNullable<SnippetOptions["mode"]>>("inline");
  const [lang, setLang] = useState<NonNullable<SnippetOptions["lang"]>>("de");
  const [color, setColor] = useState(defaultColor);
  const [copied, setCopied] = useState(false);
  const codeId = useId();
  const snippet = createSnippet({
    origin,
    restaurantId,
    slug,
    mode,
    lang,
    color: color.toLowerCase() === defaultColor ? undefined : color,
  });

  const copy = () => {
    navigator.clipboard
      ?.writeText(snippet)
      .then(() => {
        setCopied(true);
        onCopy?.(snippet);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => setCopied(false));
  };

  const radio = (name: string, value: string, label: string, checked: boolean, onPick: () => void) => (
    <label key={value} className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onPick}
        className="focus-ring size-4"
      />
      {label}
    </label>
  );

  const previewWidget = (
    <PreviewWidget origin={origin} restaurantId={restaurantId} lang={lang} color={color} mode={mode} />
  );
  return (
    <section className="grid gap-4" aria-label={texts.heading}>
      <p className="text-sm text-muted-foreground">{texts.intro}</p>
      <div className="flex flex-wrap gap-6">
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{texts.mode}</legend>
          {radio(`${codeId}-mode`, "inline", texts.inline, mode === "inline", () => setMode("inline"))}
          {radio(`${codeId}-mode`, "button", texts.button, mode === "button", () => setMode("button"))}
        </fieldset>
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{texts.language}</legend>
          {radio(`${codeId}-lang`, "de", texts.german, lang === "de", () => setLang("de"))}
          {radio(`${codeId}-lang`, "en", texts.english, lang === "en", () => setLang("en"))}
        </fieldset>
        <div className="w-32">
          <TextField
            label={texts.color}
            type="color"
            value={color}
            onChange={(event) => setColor(event.currentTarget.value)}
            className="p-1"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={codeId} className="text-sm font-medium">
          {texts.code}
        </label>
        <textarea
          id={codeId}
          readOnly
          rows={3}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className="focus-ring w-full rounded-md border border-input bg-card p-3 font-mono text-sm"
        />
        <div className="flex items-center gap-3">
          <PlainButton onClick={copy}>{texts.copy}</PlainButton>
          <span role="status" className="text-sm text-muted-foreground">
            {copied ? texts.copied : ""}
          </span>
        </div>
      </div>
      {preview ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{texts.preview}</p>
          {previewNotice ? (
            previewNotice
          ) : mode === "button" ? (
            <>
              <p className="text-sm text-muted-foreground">{texts.buttonPreview}</p>
              {/* A stand-in for the website: `transform` makes it the box the fixed button sits in (set
                  inline: the containment must not depend on the embedding app's stylesheet). */}
              <div
                data-testid="snippet-preview-page"
                className="rounded-md border bg-muted"
                style={{ transform: "translateZ(0)", height: 128, overflow: "hidden" }}
              >
                {previewWidget}
              </div>
            </>
          ) : (
            previewWidget
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The real widget for the chosen options, as the snippet renders it (no `data-color` for the default). */
function PreviewWidget({
  origin,
  restaurantId,
  lang,
  color,
  mode,
}: Pick<SnippetGeneratorProps, "origin" | "restaurantId"> &
  Required<Pick<SnippetOptions, "lang" | "mode">> & {
    color: string;
  }) {
  return (
    <BookingWidget
      restaurantId={restaurantId}
      apiBase={origin}
      lang={lang}
      color={color.toLowerCase() === defaultColor ? undefined : color}
      mode={mode}
    />
  );
}
