import { bookingPageShareTexts, bookingPageUrl } from "@tischservice/core";
import { bookingPageQrPath } from "../../../api/booking-page-qr.ts";
import { useOnboardingUpdate } from "../onboarding/use-onboarding.ts";
import { useRestaurant } from "../restaurant-data/queries.ts";
import { BookingPageShare } from "./booking-page-share.tsx";
import { useBookingPageQr } from "./use-booking-page-qr.ts";

/**
 * The booking page's link for the owner to share, from this dashboard's own origin as the widget's code
 * is. Copying it ticks the checklist's widget step through the same call as copying the code: either way
 * the restaurant's guests can now find its booking form.
 */
export function BookingPageShareSection({ restaurantId }: { restaurantId: string }) {
  const restaurant = useRestaurant();
  const slug = restaurant.data?.slug;
  const qr = useBookingPageQr(restaurantId, slug);
  const onboarding = useOnboardingUpdate();
  if (!slug) {
    return restaurant.isPending ? null : (
      <p className="m-0 text-sm text-muted-foreground">{bookingPageShareTexts.noSlug}</p>
    );
  }
  return (
    <BookingPageShare
      pageUrl={bookingPageUrl(window.location.origin, slug)}
      qr={qr.preview}
      onRetryQr={qr.retry}
      svgDownloadHref={bookingPageQrPath(restaurantId, "svg", true)}
      pngDownloadHref={bookingPageQrPath(restaurantId, "png", true)}
      onCopied={() => onboarding.mutate({ widgetCopied: true })}
    />
  );
}
