import { bookingPageShareTexts as t } from "@tischservice/core";
import { Button, cn, Spinner } from "@tischservice/ui";
import { RotateCcw } from "lucide-react";

/** Where the QR code stands: still loading, failed, or there as an image source. */
export type QrPreview = { status: "pending" } | { status: "error" } | { status: "success"; src: string };

/** The QR code as a square picture, its spinner while it loads, or the failure with a retry. */
export function QrPreviewImage({
  qr,
  onRetry,
  className,
}: {
  qr: QrPreview;
  onRetry?: () => void;
  className?: string;
}) {
  const box = cn("grid aspect-square place-items-center rounded-md border bg-white", className);
  if (qr.status === "success") {
    return <img src={qr.src} alt={t.qrAlt} className={cn(box, "p-0")} />;
  }
  if (qr.status === "pending") {
    return (
      <div className={box}>
        <Spinner label={t.qrLoading} />
      </div>
    );
  }
  return (
    <div className={cn(box, "gap-2 bg-card p-3 text-center")}>
      <p role="alert" className="m-0 text-sm text-destructive-strong">
        {t.qrFailed}
      </p>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}
