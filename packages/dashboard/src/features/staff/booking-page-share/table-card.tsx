import { bookingPageShareTexts as t } from "@tischservice/core";
import { cn } from "@tischservice/ui";
import type { ComponentProps } from "react";
import { type QrPreview, QrPreviewImage } from "./qr-preview.tsx";

export interface TableCardProps extends Omit<ComponentProps<"article">, "children"> {
  restaurantName: string;
  qr: QrPreview;
  /** The page's address without its scheme, to type in by hand. */
  shortLink: string;
}

/**
 * The A6 table card (10.5 × 14.8 cm): the restaurant's name, "Tisch reservieren", the QR code and the
 * short link. Always black on white: it is printed, whatever the dashboard's theme.
 */
export function TableCard({ restaurantName, qr, shortLink, className, ...props }: TableCardProps) {
  return (
    <article
      className={cn(
        "flex aspect-[105/148] w-[105mm] max-w-full flex-col items-center justify-between gap-2 bg-white p-[8mm] text-center text-black",
        className,
      )}
      {...props}
    >
      <p className="m-0 text-xl leading-tight font-semibold break-words">{restaurantName}</p>
      <p className="m-0 text-3xl leading-tight font-bold">{t.cardCallToAction}</p>
      <QrPreviewImage qr={qr} className="w-[62%] border-0" />
      <div className="grid gap-1">
        <p className="m-0 text-xs">{t.cardScanHint}</p>
        <p className="m-0 font-mono text-sm font-semibold break-all">{shortLink}</p>
      </div>
    </article>
  );
}
