import { SnippetGenerator } from "@tischservice/booking-widget";

/** Website-Integration: the widget package's snippet generator with its live preview. */
export function IntegrationSection({
  restaurantId,
  preview = true,
}: {
  restaurantId: string;
  preview?: boolean;
}) {
  return <SnippetGenerator origin={window.location.origin} restaurantId={restaurantId} preview={preview} />;
}
