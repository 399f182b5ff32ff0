import { SnippetGenerator } from "@tischservice/booking-widget";
import { Spinner } from "@tischservice/ui";
import { useOnboardingUpdate } from "../../onboarding/use-onboarding.ts";
import { NoTablesNotice } from "../../tables/no-tables-notice.tsx";
import { useTables } from "../../tables/table-queries.ts";

/**
 * Website-Integration: the widget package's snippet generator with its live preview. Copying the code
 * ticks the onboarding checklist's widget step, as copying it there does. Without tables the preview says
 * so (and where to add them) instead of showing a widget with only fully booked times; it waits for the
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
  const previewNotice = tables.isPending ? (
    <Spinner />
  ) : tables.data?.length === 0 ? (
    <NoTablesNotice />
  ) : undefined;
  return (
    <SnippetGenerator
      origin={window.location.origin}
      restaurantId={restaurantId}
      preview={preview}
      previewNotice={previewNotice}
      onCopy={() => onboarding.mutate({ widgetCopied: true })}
    />
  );
}
