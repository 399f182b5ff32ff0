import { Link } from "@tanstack/react-router";
import { bookingPageShareTexts as t } from "@tischservice/core";
import { Button, buttonVariants, cn } from "@tischservice/ui";
import { Copy, Download, ExternalLink, Printer } from "lucide-react";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { copyText } from "../onboarding/copy-text.ts";
import { type QrPreview, QrPreviewImage } from "./qr-preview.tsx";

/** How long "Kopiert" stays after a copy. */
export const COPIED_VISIBLE_MS = 4000;

export interface BookingPageShareProps extends Omit<ComponentProps<"section">, "children"> {
  /** The page's full address (`https://…/r/{slug}`). */
  pageUrl: string;
  qr: QrPreview;
  onRetryQr?: () => void;
  svgDownloadHref: string;
  pngDownloadHref: string;
  /** The link was copied: with the button, or by the keyboard from the selected field. */
  onCopied: () => void;
}

/**
 * "Link zu Ihrer Buchungsseite": the page's address with copy (the Clipboard API, or the selected address
 * to copy by hand) and open, its QR code with both downloads, and the printable table card in a new tab.
 */
export function BookingPageShare({
  pageUrl,
  qr,
  onRetryQr,
  svgDownloadHref,
  pngDownloadHref,
  onCopied,
  className,
  ...props
}: BookingPageShareProps) {
  const headingId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<"copied" | "selected" | null>(null);

  useEffect(() => {
    if (result !== "copied") return;
    const timer = setTimeout(() => setResult(null), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    const outcome = await copyText(pageUrl, fieldRef.current);
    setResult(outcome);
    if (outcome === "copied") onCopied();
  };

  const linkButton = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <section aria-labelledby={headingId} className={cn("grid min-w-0 gap-4", className)} {...props}>
      <div className="grid gap-1">
        <h3 id={headingId} className="m-0 text-base font-semibold">
          {t.heading}
        </h3>
        <p className="m-0 text-sm text-muted-foreground">{t.intro}</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t.linkLabel}
        </label>
        <input
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={pageUrl}
          onFocus={(event) => event.currentTarget.select()}
          onCopy={() => {
            setResult("copied");
            onCopied();
          }}
          className="focus-ring h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 font-mono text-sm"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t.copyLink}
          </Button>
          <a href={pageUrl} target="_blank" rel="noopener" className={linkButton}>
            <ExternalLink aria-hidden="true" />
            {t.openPage}
            <span className="sr-only"> {t.opensInNewTab}</span>
          </a>
        </div>
        <p
          role="status"
          className={cn(
            "m-0 min-h-5 text-sm font-medium",
            result === "selected" ? "text-warning-strong" : "text-success-strong",
          )}
        >
          {result === "copied" ? t.copied : result === "selected" ? t.copyFallback : ""}
        </p>
      </div>
      <div className="grid gap-3 min-[480px]:grid-cols-[10rem_1fr] min-[480px]:items-start">
        <QrPreviewImage qr={qr} onRetry={onRetryQr} className="w-40" />
        <div className="grid gap-2 min-[480px]:justify-items-start">
          <a href={svgDownloadHref} download className={linkButton}>
            <Download aria-hidden="true" />
            {t.downloadSvg}
          </a>
          <a href={pngDownloadHref} download className={linkButton}>
            <Download aria-hidden="true" />
            {t.downloadPng}
          </a>
          <Link to="/settings/tischaufsteller" target="_blank" rel="noopener" className={linkButton}>
            <Printer aria-hidden="true" />
            {t.printCard}
            <span className="sr-only"> {t.opensInNewTab}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
