import { BookingWidget } from "@tischservice/booking-widget";

export interface WidgetPreviewProps {
  restaurantId: string;
  apiBase: string;
}

/** The restaurant's live widget under the embed code; its own chunk, loaded when the widget step is opened. */
export function WidgetPreview({ restaurantId, apiBase }: WidgetPreviewProps) {
  return <BookingWidget restaurantId={restaurantId} apiBase={apiBase} />;
}
