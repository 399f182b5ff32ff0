import { Link } from "@tanstack/react-router";
import { bookingPageShortLink, bookingPageUrl, bookingPageShareTexts as t } from "@tischservice/core";
import { Button, buttonVariants, EmptyState, Spinner } from "@tischservice/ui";
import { ArrowLeft, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useRestaurant } from "../restaurant-data/queries.ts";
import { PrintA6 } from "./print-a6.tsx";
import { TableCard } from "./table-card.tsx";
import { useBookingPageQr } from "./use-booking-page-qr.ts";

/**
 * Route module of `/app/settings/tischaufsteller`: the A6 table card to print, with "Drucken", which opens
 * the browser's print dialog on the owner's click (never by itself: the page may be opened only to look).
 */
export function TableCardPage() {
  const { restaurantId } = useGastro();
  const restaurant = useRestaurant();
  const slug = restaurant.data?.slug;
  const qr = useBookingPageQr(restaurantId, slug);
  let body: ReactNode;
  if (restaurant.isPending) {
    body = <Spinner className="justify-center py-10" />;
  } else if (!restaurant.data || !slug) {
    body = <EmptyState title={t.noSlug} />;
  } else {
    const card = (
      <TableCard
        restaurantName={restaurant.data.name}
        qr={qr.preview}
        shortLink={bookingPageShortLink(bookingPageUrl(window.location.origin, slug))}
      />
    );
    body = (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => window.print()} disabled={qr.preview.status !== "success"}>
            <Printer aria-hidden="true" />
            {t.print}
          </Button>
          {qr.preview.status === "error" ? (
            <Button variant="outline" onClick={qr.retry}>
              {t.retry}
            </Button>
          ) : null}
        </div>
        <div className="w-fit max-w-full rounded-md border shadow-sm">{card}</div>
        {qr.preview.status === "success" ? <PrintA6>{card}</PrintA6> : null}
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <Link to="/settings" className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}>
        <ArrowLeft aria-hidden="true" />
        {t.backToSettings}
      </Link>
      <div className="grid gap-1">
        <h1 className="m-0 text-2xl font-bold">{t.cardPageTitle}</h1>
        <p className="m-0 text-sm text-muted-foreground">{t.cardPageIntro}</p>
      </div>
      {body}
    </div>
  );
}
