import { createSnippet } from "@tischservice/booking-widget";
import { onboardingTexts } from "@tischservice/core";
import { Button, Spinner } from "@tischservice/ui";
import { Copy } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useId, useRef, useState } from "react";
import { copyText } from "./copy-text.ts";

/** The live widget is about 13 kB gzip: loaded when the step is opened, not with the home page. */
const WidgetPreview = lazy(() => import("./widget-preview.tsx").then((m) => ({ default: m.WidgetPreview })));

export interface WidgetSnippetPanelProps extends Omit<ComponentProps<"div">, "children"> {
  origin: string;
  restaurantId: string;
  /** The restaurant's slug: the code then links to its booking page for visitors without JavaScript. */
  slug?: string;
  /** Shows the live widget below the code (off in stories and tests without an API). */
  preview?: boolean;
  /** The code was copied: with the button, or by the keyboard from the selected field. */
  onCopied: () => void;
}

/**
 * The widget step's inline section: the one-line embed code from the widget package's generator, a copy
 * button (the Clipboard API, or the selected code to copy by hand) and the restaurant's live widget.
 */
export function WidgetSnippetPanel({
  origin,
  restaurantId,
  slug,
  preview = true,
  onCopied,
  className,
  ...props
}: WidgetSnippetPanelProps) {
  const snippet = createSnippet({ origin, restaurantId, slug });
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<"copied" | "selected" | null>(null);
  const fieldId = useId();
  const previewId = useId();

  const copy = async () => {
    const outcome = await copyText(snippet, fieldRef.current);
    setResult(outcome);
    if (outcome === "copied") onCopied();
  };

  return (
    <div className={className} {...props}>
      <div className="grid gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {onboardingTexts.snippetLabel}
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          readOnly
          rows={2}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          onCopy={() => {
            setResult("copied");
            onCopied();
          }}
          className="focus-ring w-full rounded-md border border-input bg-card p-3 font-mono text-sm"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {onboardingTexts.copy}
          </Button>
          <p
            role="status"
            className={
              result === "selected"
                ? "m-0 text-sm font-medium text-warning-strong"
                : "m-0 text-sm font-medium text-success-strong"
            }
          >
            {result === "copied"
              ? onboardingTexts.copied
              : result === "selected"
                ? onboardingTexts.copyFallback
                : ""}
          </p>
        </div>
      </div>
      {preview ? (
        <section aria-labelledby={previewId} className="mt-4 grid gap-1.5">
          <h4 id={previewId} className="m-0 text-sm font-medium">
            {onboardingTexts.preview}
          </h4>
          <Suspense fallback={<Spinner />}>
            <WidgetPreview restaurantId={restaurantId} apiBase={origin} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
