import { SnippetGenerator } from "@tischservice/booking-widget";
import { Spinner } from "@tischservice/ui";
import { BookingPageShareSection } from "../../booking-page-share/booking-page-share-section.tsx";
import { useOnboardingUpdate } from "../../onboarding/use-onboarding.ts";
import { useRestaurant } from "../../restaurant-data/queries.ts";
import { NoTablesNotice } from "../../tables/no-tables-notice.tsx";
import { useTables } from "../../tables/table-queries.ts";

/**
 * Website-Code & Link: the booking page's link to share (with its QR code and table card) first, short to
 * act on from a phone; then the widget package's snippet generator with its live preview. Copying the code
 * or the link ticks the onboarding checklist's widget step, as copying the code there does; the code links to the
 * booking page for visitors without JavaScript. Without tables the preview says so (and where to add them) instead of showing a widget with only fully booked times; it waits for the
 * tables rather than flashing that widget, and shows the widget when they cannot be read.
 */
export function IntegrationSection({
  restaurantId,
  preview = true,
}: {
  restaurantId: string;
  preview?: boolean;
}) {
  const onboarding = useOnboardingUpdate();
  const tables = useTables();
  const slug = useRestaurant().data?.slug;
  const previewNotice = tables.isPending ? (
    <Spinner />
  ) : tables.data?.length === 0 ? (
    <NoTablesNotice />
  ) : undefined;
  return (
    <div className="grid gap-6">
      <BookingPageShareSection restaurantId={restaurantId} />
      <div className="border-t pt-4">
        <SnippetGenerator
          origin={window.location.origin}
          restaurantId={restaurantId}
          {...(slug ? { slug } : {})}
          preview={preview}
          previewNotice={previewNotice}
          onCopy={() => onboarding.mutate({ widgetCopied: true })}
        />
      </div>
    </div>
  );
}
